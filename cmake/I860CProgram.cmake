# xp860_c_program(NAME SOURCES a.c ... [FLAGS ...]): compiles and links the sources
# with `xp860-cc FLAGS -o NAME` (FLAGS: -O2, -mprocess, ...) into
# ${CMAKE_CURRENT_BINARY_DIR}/NAME; the target i860_NAME builds it. The program is
# relinked when the compiler, a header of roms/include or of a source's folder, or a
# library it links changes.
function(xp860_c_program name)
  cmake_parse_arguments(ARG "" "" "SOURCES;FLAGS" ${ARGN})
  set(paths)
  file(GLOB headers ${PROJECT_SOURCE_DIR}/roms/include/*.h)
  foreach(source ${ARG_SOURCES})
    get_filename_component(path ${source} ABSOLUTE)
    list(APPEND paths ${path})
    get_filename_component(folder ${path} DIRECTORY)
    file(GLOB own_headers ${folder}/*.h)
    list(APPEND headers ${own_headers})
  endforeach()
  if("-mprocess" IN_LIST ARG_FLAGS)
    set(runtime crt0-process libc-process libnx)
  else()
    set(runtime crt0 libc)
  endif()
  list(APPEND runtime libxp860rt)
  set(runtime_targets)
  set(runtime_files)
  foreach(part ${runtime})
    list(APPEND runtime_targets i860_${part})
    if(part MATCHES "^crt0")
      list(APPEND runtime_files ${XP860_CC_LIB_DIR}/${part}.o)
    else()
      list(APPEND runtime_files ${XP860_CC_LIB_DIR}/${part}.a)
    endif()
  endforeach()
  set(program ${CMAKE_CURRENT_BINARY_DIR}/${name})
  add_custom_command(OUTPUT ${program}
    COMMAND xp860-cc ${ARG_FLAGS} -o ${program} ${paths}
    DEPENDS xp860-cc ${paths} ${headers} ${runtime_targets} ${runtime_files}
    COMMENT "xp860-cc ${name}" VERBATIM)
  add_custom_target(i860_${name} ALL DEPENDS ${program})
endfunction()
