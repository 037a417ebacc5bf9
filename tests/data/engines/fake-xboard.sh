#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A fake XBoard engine for tests/engines: it answers the handshake and pings like an engine,
# and answers "go" with the legs its first argument gives, one "move" line each, all but the
# last ending in a comma as XBoard's multi-leg moves do ("f4f5, f5g6" -> "move f4f5," then
# "move f5g6"). Told a variant, it defines it and a piece as engines that define variants do.
# Its second argument adds features ("highlight=1"); lifted pieces are shown as having no moves.
legs=$1
extra=$2
while read -r line; do
    case "$line" in
        protover*) echo 'feature myname="Fake legs" variants="normal,chu" setboard=1 usermove=1 ping=1 '"$extra"
                   echo 'feature option="Depth -spin 3 1 9" option="Style -combo Solid /// *Normal /// Risky" option="Resign -check 1" done=1' ;;
        ping*) echo "pong ${line#ping }" ;;
        variant*) echo "setup (PNBRQKpnbrqk) 8x8+0_fairy rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
                  echo "piece N& fNsW"
                  echo "piece K& KO2" ;;
        lift*) echo "highlight 8/8/8/8/8/8/8/8" ;;
        go) for leg in $legs; do echo "move $leg"; done ;;
        quit) exit 0 ;;
    esac
done
