#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A fake XBoard engine for tests/engines that takes its time: it writes the clock of every
# "time" command (centiseconds) to the file its first argument names, one a line, and answers
# each "go" after a quarter of a second with its second and third arguments in turn (a knight
# going back and forth: g1f3 f3g1).
log=$1
n=0
: >"$log"
while read -r line; do
    case "$line" in
        protover*) echo 'feature myname="Fake clock" variants="normal" usermove=1 ping=1 done=1' ;;
        ping*) echo "pong ${line#ping }" ;;
        time*) echo "${line#time }" >>"$log" ;;
        go) sleep 0.25
            if [ $((n % 2)) -eq 0 ]; then echo "move $2"; else echo "move $3"; fi
            n=$((n + 1)) ;;
        quit) exit 0 ;;
    esac
done
