# The CLI contracts end to end: `arcade greed score` and `arcade rotate` on stdin, outputs (results
# on stdout, errors on stderr) and exit statuses.
function(expect_run input expected_out expected_err expected_status)
  file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/cli_input.txt "${input}")
  execute_process(COMMAND ${ARCADE} greed score INPUT_FILE ${CMAKE_CURRENT_BINARY_DIR}/cli_input.txt
    OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE status)
  if(NOT out STREQUAL expected_out OR NOT err STREQUAL expected_err)
    message(FATAL_ERROR "input:\n${input}\nexpected:\n${expected_out}${expected_err}\ngot:\n${out}${err}")
  endif()
  if(NOT status EQUAL expected_status)
    message(FATAL_ERROR "exit status ${status}, expected ${expected_status}")
  endif()
endfunction()

expect_run("1 1 1 5 1\n\n2 3 4 6 2\n5\n" "1150\n0\n0\n50\n" "" 0)
expect_run("1 1 1\n1 7\nx 1\n1 1 1 1 1 1\n5 5\n" "1000\n\n\n\n100\n"
  "error: line 2: \"7\" is not a die; dice are numbers from 1 to 6.\nerror: line 3: \"x\" is not a die; dice are numbers from 1 to 6.\nerror: line 4: A roll has at most 5 dice.\n" 1)

# `arcade rotate`: the official sample in, the official output out; a bad input, one error line.
execute_process(COMMAND ${ARCADE} rotate INPUT_FILE ${DATA}/rotate/A-sample.in
  OUTPUT_VARIABLE out RESULT_VARIABLE status)
file(READ ${DATA}/rotate/A-sample.out expected)
if(NOT out STREQUAL expected OR NOT status EQUAL 0)
  message(FATAL_ERROR "arcade rotate on the sample gave (status ${status}):\n${out}")
endif()
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/rotate_bad.txt "1\n3 3\n...\n")
execute_process(COMMAND ${ARCADE} rotate INPUT_FILE ${CMAKE_CURRENT_BINARY_DIR}/rotate_bad.txt
  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE status)
if(NOT out STREQUAL "" OR NOT err STREQUAL "error: Case 1: the input ends before row 2 (line 4).\n" OR NOT status EQUAL 1)
  message(FATAL_ERROR "arcade rotate on a short input gave (status ${status}):\n${out}${err}")
endif()
# An unknown option is refused before any input is read: stderr, status 2.
execute_process(COMMAND ${ARCADE} greed duel --gamez 5 OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE status)
if(NOT out STREQUAL "" OR NOT status EQUAL 2 OR NOT err MATCHES "^error: Unknown option \"--gamez\"")
  message(FATAL_ERROR "arcade greed duel --gamez 5 gave (status ${status}):\n${out}${err}")
endif()
