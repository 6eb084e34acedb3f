# xp860_i860_program(NAME SOURCES a.s b.s [INCLUDES dir...] [AS_FLAGS ...] [LD_FLAGS ...]):
# assembles each source with xp860-as (-mxp, .include looking in each INCLUDES
# folder after the source's own) and links the objects in order with xp860-ld into
# ${CMAKE_CURRENT_BINARY_DIR}/NAME; the target i860_NAME builds it. Sources are
# relative to the calling folder; a change to any .i file in an INCLUDES folder
# reassembles.
function(xp860_i860_program name)
  cmake_parse_arguments(ARG "" "" "SOURCES;INCLUDES;AS_FLAGS;LD_FLAGS" ${ARGN})
  set(include_flags)
  set(include_files)
  foreach(folder ${ARG_INCLUDES})
    list(APPEND include_flags -I ${folder})
    file(GLOB headers ${folder}/*.i)
    list(APPEND include_files ${headers})
  endforeach()
  file(GLOB own_headers ${CMAKE_CURRENT_SOURCE_DIR}/*.i)
  set(objects)
  foreach(source ${ARG_SOURCES})
    get_filename_component(stem ${source} NAME_WE)
    set(object ${CMAKE_CURRENT_BINARY_DIR}/${stem}.o)
    get_filename_component(path ${source} ABSOLUTE)
    add_custom_command(OUTPUT ${object}
      COMMAND xp860-as -mxp ${include_flags} ${ARG_AS_FLAGS} -o ${object} ${path}
      DEPENDS xp860-as ${path} ${include_files} ${own_headers}
      COMMENT "xp860-as ${source}" VERBATIM)
    list(APPEND objects ${object})
  endforeach()
  set(program ${CMAKE_CURRENT_BINARY_DIR}/${name})
  add_custom_command(OUTPUT ${program}
    COMMAND xp860-ld ${ARG_LD_FLAGS} -o ${program} ${objects}
    DEPENDS xp860-ld ${objects}
    COMMENT "xp860-ld ${name}" VERBATIM)
  add_custom_target(i860_${name} ALL DEPENDS ${program})
endfunction()
