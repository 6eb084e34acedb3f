# xp860_c_library(NAME OUTPUT_DIR SOURCES a.c b.s ... [INCLUDES dir...]): compiles each
# C source with xp860-cc -c and assembles each .s with xp860-as (-mxp, -I each
# INCLUDES folder), then archives the objects as OUTPUT_DIR/libNAME.a with the
# host's ar (the archive format is the usual one; xp860-cc reads it). The target
# i860_libNAME builds it.
function(xp860_c_library name output_dir)
  cmake_parse_arguments(ARG "" "" "SOURCES;INCLUDES" ${ARGN})
  set(object_dir ${CMAKE_CURRENT_BINARY_DIR}/lib${name}_objects)
  file(MAKE_DIRECTORY ${object_dir})
  set(include_flags)
  foreach(folder ${ARG_INCLUDES})
    list(APPEND include_flags -I ${folder})
  endforeach()
  file(GLOB_RECURSE headers ${PROJECT_SOURCE_DIR}/roms/include/*.h ${CMAKE_CURRENT_SOURCE_DIR}/*.h)
  set(objects)
  foreach(source ${ARG_SOURCES})
    get_filename_component(path ${source} ABSOLUTE)
    file(RELATIVE_PATH relative ${CMAKE_CURRENT_SOURCE_DIR} ${path})
    string(REPLACE "/" "_" stem ${relative})
    set(object ${object_dir}/${stem}.o)
    if(source MATCHES "\\.s$")
      add_custom_command(OUTPUT ${object}
        COMMAND xp860-as -mxp ${include_flags} -o ${object} ${path}
        DEPENDS xp860-as ${path}
        COMMENT "xp860-as ${relative}" VERBATIM)
    else()
      add_custom_command(OUTPUT ${object}
        COMMAND xp860-cc -c -O2 ${include_flags} -o ${object} ${path}
        DEPENDS xp860-cc ${path} ${headers}
        COMMENT "xp860-cc ${relative}" VERBATIM)
    endif()
    list(APPEND objects ${object})
  endforeach()
  set(library ${output_dir}/lib${name}.a)
  add_custom_command(OUTPUT ${library}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${output_dir}
    COMMAND ${CMAKE_COMMAND} -E rm -f ${library}
    COMMAND ${CMAKE_AR} qcS ${library} ${objects}
    DEPENDS ${objects}
    COMMENT "ar lib${name}.a" VERBATIM)
  add_custom_target(i860_lib${name} ALL DEPENDS ${library})
endfunction()
