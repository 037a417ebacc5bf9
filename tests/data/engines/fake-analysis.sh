#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A fake UCI engine for the analysis tests: it has MultiPV (at most 3) and answers
# "go infinite" with the lines of the position its mode gives, then waits for "stop":
#   lines    chess: from the start position three lines (the third's second move is not
#            legal, the first mate in 3); after 1.e4 one line. Any other position: none.
#   garbage  a line whose first move is no legal move, then lines that are no info at all
#   crash    exits when asked to analyse
#   ucci     speaks UCCI (xiangqi): "score N" without "cp", and "nobestmove" to a stop
mode=$1
while read -r line; do
    case "$line" in
        ucci) echo "id name Fake analysis $mode"; echo ucciok ;;
        uci) echo "id name Fake analysis $mode"
             echo "option name MultiPV type spin default 1 min 1 max 3"
             echo uciok ;;
        isready) echo readyok ;;
        position*) position=$line ;;
        "go infinite")
            case "$mode" in
                lines)
                    case "$position" in
                        "position startpos")
                            echo "info depth 1 seldepth 1 multipv 1 score cp 10 nodes 20 nps 2000 pv e2e4"
                            echo "info depth 12 seldepth 15 multipv 1 score mate 3 nodes 120000 nps 60000 pv e2e4 e7e5 g1f3"
                            echo "info depth 12 seldepth 15 multipv 2 score cp 25 nodes 120000 nps 60000 pv d2d4 d7d5"
                            echo "info depth 12 seldepth 15 multipv 3 score cp -40 nodes 120000 nps 60000 pv g1f3 e2e4"
                            echo "info depth 12 currmove e2e4 currmovenumber 1" ;;
                        "position startpos moves e2e4")
                            echo "info depth 9 multipv 1 score cp -35 nodes 5000 nps 50000 pv c7c5 g1f3" ;;
                    esac ;;
                garbage)
                    echo "info depth 3 multipv 1 score cp 12 pv e2e5 e7e5"
                    echo "info depth banana score"
                    echo "}{ nonsense" ;;
                crash) exit 3 ;;
                ucci)
                    case "$position" in
                        "position startpos") echo "info depth 4 score 20 pv h2e2 h9g7" ;;
                        "position startpos moves h2e2") echo "info depth 5 score -15 pv h9g7" ;;
                    esac ;;
            esac ;;
        stop) if [ "$mode" = ucci ]; then echo nobestmove; else echo "bestmove e2e4"; fi ;;
        quit) exit 0 ;;
    esac
done
