// Cul de chouette's tables for the shared native tests (tests/native/game_test_data.hpp): tables of
// 2 to 6 with the rule packs and options; its games are long, so the slow builds play fewer.
#include "game_test_data.hpp"

ARCADE_GAME_TEST_DATA(chouette) {
  return {.playouts = {"2", "4,sf,bc,ao,art,br,vd,cdb,t200", "3,kata,sf,t200", "5,z,own,cvd,shl,gw,csb,t150",
                       "6,dbl,lc,gb,ach,t150"},
          .walks = {"2,t100", "3,sf,bc,ao,art,br,vd,t150", "4,dbl,lc,sf,t200", "3,gb,gbl3,t120",
                    "6,dbl,gb,gbw10,bc,lc,t100"},
          .long_games = true};
}
