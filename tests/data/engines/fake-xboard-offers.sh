#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A fake XBoard engine for the tests of draw offers, resignations and result claims. It plays
# chess knights back and forth (White g1f3 f3g1 ..., Black g8f6 f6g8 ...: its side is the
# parity of the plies it was told and made since "new") and, as its argument says:
#   accept     answers our "draw" with "offer draw" (it accepts)
#   decline    never answers "draw"
#   offer      sends "offer draw" before each of its moves
#   resign     answers "go" with "resign"
#   claimloss  answers "go" with a claim of its own loss ("1-0 {Black resigns}" as Black)
#   claimwin   claims a win ("1-0 {White mates}" / "0-1 ...") before each move, falsely
mode=$1
plies=0
while read -r line; do
    case "$line" in
        protover*) echo "feature myname=\"Fake $mode\" setboard=1 usermove=1 ping=1 done=1" ;;
        ping*) echo "pong ${line#ping }" ;;
        new) plies=0 ;;
        usermove*) plies=$((plies + 1)) ;;
        draw) [ "$mode" = accept ] && echo "offer draw" ;;
        go)
            if [ $((plies % 2)) -eq 0 ]; then side=w; else side=b; fi
            case "$mode" in
                resign) echo "resign"; continue ;;
                claimloss) if [ $side = w ]; then echo "0-1 {White resigns}"; else echo "1-0 {Black resigns}"; fi; continue ;;
                claimwin) if [ $side = w ]; then echo "1-0 {White mates}"; else echo "0-1 {Black mates}"; fi ;;
                offer) echo "offer draw" ;;
            esac
            # Its own n-th move (n = plies / 2): out on even n, back on odd n.
            n=$((plies / 2 % 2))
            case "$side$n" in
                w0) echo "move g1f3" ;; w1) echo "move f3g1" ;;
                b0) echo "move g8f6" ;; b1) echo "move f6g8" ;;
            esac
            plies=$((plies + 1)) ;;
        quit) exit 0 ;;
    esac
done
