# Renames every global symbol INPUT defines, and _end, to xl_NAME in OUTPUT
# (see CMakeLists.txt). Symbols it only refers to (the __xp860_ system layer,
# gcc's helpers) keep their names.
execute_process(COMMAND ${NM} -g ${INPUT} OUTPUT_VARIABLE listing RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${NM} -g ${INPUT} failed")
endif()
string(REPLACE "\n" ";" lines "${listing}")
set(map "_end xl__end\n")
foreach(line IN LISTS lines)
  if(line MATCHES "^[0-9a-fA-F]+ [A-TV-Z] (.+)$")
    string(APPEND map "${CMAKE_MATCH_1} xl_${CMAKE_MATCH_1}\n")
  endif()
endforeach()
file(WRITE ${OUTPUT}.map "${map}")
execute_process(COMMAND ${OBJCOPY} --redefine-syms=${OUTPUT}.map ${INPUT} ${OUTPUT}
                RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${OBJCOPY} --redefine-syms failed on ${INPUT}")
endif()
