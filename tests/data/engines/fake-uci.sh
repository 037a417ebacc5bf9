#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A fake UCI engine for tests/engines: it answers the handshake like an engine, then misbehaves
# when asked for a move, as its argument says:
#   garbage  sends a move text that is no move   illegal  sends a move our rules refuse (e2e5)
#   crash    exits in the middle of thinking       flood    sends an endless line
#   slow     thinks half a second, then plays e2e4, e7e5 or g1f3 (the first three plies)
mode=$1
while read -r line; do
    case "$line" in
        uci) echo "id name Fake $mode"; echo "option name Hash type spin default 1 min 1 max 2"
             echo "option name Style type combo default Normal var Solid var Normal var Risky"
             echo "option name Ponder type check default false"
             echo "option name Book File type string default <empty>"
             echo "option name Clear Hash type button"; echo uciok ;;
        isready) echo readyok ;;
        position*) position=$line ;;
        go*)
            case "$mode" in
                garbage) echo "info depth 1 score cp 3 pv }{"; echo "bestmove }{garbage" ;;
                illegal) echo "bestmove e2e5" ;;
                crash) exit 3 ;;
                slow) sleep 0.5
                      # "position startpos [moves ...]": the number of words says the ply.
                      set -- $position
                      case $# in 2) echo "bestmove e2e4" ;; 4) echo "bestmove e7e5" ;; *) echo "bestmove g1f3" ;; esac ;;
                flood) while :; do printf 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'; done ;;
            esac ;;
        quit) exit 0 ;;
    esac
done
