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

# `arcade chouette replay`: a score pushed past its range is refused with the engine's sentence.
string(REPEAT "\"e0=-1000000\"," 999 corrections)
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/chouette_range.json
  "{\"players\": [\"A\", \"B\"], \"scores\": {\"A\": -1000000}, \"commands\": [${corrections}\"e0=-1000000\"]}")
execute_process(COMMAND ${ARCADE} chouette replay INPUT_FILE ${CMAKE_CURRENT_BINARY_DIR}/chouette_range.json
  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE status)
if(NOT err STREQUAL "error: commands[999]: That would take A's score to -1001000000, outside the range of a score (-1000000000 to 1000000000).\n"
   OR NOT out STREQUAL "" OR NOT status EQUAL 1)
  message(FATAL_ERROR "arcade chouette replay past the score range gave (status ${status}):\n${out}\n${err}")
endif()

# `arcade selfplay chouette`: the computers play a whole seeded table (the same save as session.computer in wasm).
execute_process(COMMAND ${ARCADE} selfplay chouette --params cc --seed 2 OUTPUT_VARIABLE out RESULT_VARIABLE status)
if(NOT out STREQUAL "chouette:cc::t34.t226.s.t2.t116.s.b0=5.t4.j.t131.s.b1=5.t5.j1.t546.g1,0.t646.n.t114.s.b0=6.t1.t414.n.t455.n.t246.t333.t152.n.t411.s.b0=4.t5.j0.t262.s.b1=6.t2.t124.n.t366.n.t455.n.t352.t666.t511.s.b1=5.t6.j1.t212.s.t4.j0.t662.n:58\n"
   OR NOT status EQUAL 0)
  message(FATAL_ERROR "arcade selfplay chouette gave (status ${status}):\n${out}")
endif()
