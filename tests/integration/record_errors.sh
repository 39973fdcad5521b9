#!/bin/bash
# record_errors: the error cases of `record` behave as documented, and none
# leaves a tracefs instance, a spool folder or a half-written database.
# quick
. "$(dirname "$0")/../lib.sh"
need_tracefs
cd "$TMP" || exit 1

leftovers() {
	ls -A "$TMP" | grep -E '\.tmp-|\.spool$' || true
}

# command not found: a shell's message and status, nothing written
"$PSTATE_TRACE" record -o nf.db -- no-such-command-xyz >out 2>err
check_eq "command not found: exit 127" "$?" 127
check "command not found: shell-like message" grep -q "no-such-command-xyz: command not found" err
check "command not found: no database" test ! -e nf.db
"$PSTATE_TRACE" record -o nx.db -- /etc/passwd >out 2>err
check_eq "not executable: exit 126" "$?" 126

# the workload fails: its status is ours, the database is complete
"$PSTATE_TRACE" record -q -o fail.db -- sh -c 'echo half; echo oops >&2; exit 3' >out 2>err
check_eq "failing workload: its exit status" "$?" 3
check_eq "failing workload: meta workload_exit" "$(q fail.db "SELECT value FROM meta WHERE key='workload_exit'")" 3
check_eq "failing workload: stdout passed through" "$(cat out)" half
check_eq "failing workload: stderr passed through" "$(cat err)" oops
check_eq "failing workload: output stored" \
	"$(q fail.db "SELECT stream || ':' || text FROM workload_output ORDER BY stream")" \
	"$(printf 'stderr:oops\nstdout:half')"
check "failing workload: sched_switch recorded" test "$(q fail.db "SELECT count(*) > 0 FROM sched_switch")" = 1

# killed by a signal: 128+N
"$PSTATE_TRACE" record -q -o killed.db -- sh -c 'kill -KILL $$' >out 2>err
check_eq "workload killed by SIGKILL: exit 137" "$?" 137

# SIGINT and SIGTERM while running: forwarded, database written, 130 / 143
for sig in INT TERM; do
	rm -f started
	mkfifo started
	"$PSTATE_TRACE" record -q -o sig$sig.db -- sh -c 'echo go > started; exec sleep 60' >out 2>err &
	pid=$!
	read -r -t 30 go <started
	kill -$sig $pid
	wait $pid
	rc=$?
	want=$([ $sig = INT ] && echo 130 || echo 143)
	check_eq "SIG$sig during the run: exit $want" "$rc" "$want"
	check_eq "SIG$sig during the run: meta interrupted" "$(q sig$sig.db "SELECT value FROM meta WHERE key='interrupted'")" 1
	check_eq "SIG$sig during the run: database valid" "$(q sig$sig.db "PRAGMA integrity_check")" ok
	wpid=$(q sig$sig.db "SELECT value FROM meta WHERE key='workload_pid'")
	check "SIG$sig during the run: workload $wpid gone" sh -c "! kill -0 $wpid 2>/dev/null"
done

# -a --duration: whole system, no command
"$PSTATE_TRACE" record -q -a --duration 0.3 -o all.db >out 2>err
check_eq "-a --duration: exit 0" "$?" 0
check "-a --duration: events recorded" test "$(q all.db "SELECT count(*) > 0 FROM sched_switch")" = 1
check_eq "-a --duration: no workload pid" "$(q all.db "SELECT count(*) FROM meta WHERE key='workload_pid'")" 0

# -a has no workload: stdin is not ours to read, nothing is echoed
echo "not for the recorder" | "$PSTATE_TRACE" record -q -a --duration 0.2 -o allin.db >out 2>err
check_eq "-a with input on stdin: exit 0" "$?" 0
check_eq "-a with input on stdin: nothing copied to stdout" "$(cat out)" ""

# a reader that goes away (| head) must not kill the recorder
"$PSTATE_TRACE" record -q -o pipe.db -- sh -c 'yes | head -n 200000; echo done >&2' 2>err |
	head -n 1 >out
check_eq "output piped into head: the workload's status" "${PIPESTATUS[0]}" 0
check_eq "output piped into head: head got its line" "$(cat out)" y
check_eq "output piped into head: the database is complete" \
	"$(q pipe.db "SELECT count(*) FROM workload_output WHERE stream = 'stdout'") $(q pipe.db "SELECT value FROM meta WHERE key = 'interrupted'")" \
	"200000 0"

# -a without --duration ends with Ctrl-C: that is no interruption (perf's way)
rm -f started
mkfifo started
( "$PSTATE_TRACE" record -q -a -o allint.db >out 2>err; echo $? >allint.rc ) &
sub=$!
# wait until recording (the instance exists), then interrupt it
for _ in $(seq 1 200); do
	pid=$(pgrep -f "pstate-trace record -q -a -o allint.db" | head -1)
	[ -n "$pid" ] && [ -d "$(tracefs_dir)/instances/pstate-trace-$pid" ] && break
	read -r -t 0.05 <>started 2>/dev/null
done
kill -INT "$pid"
wait "$sub"
check_eq "-a ended by SIGINT: exit 0" "$(cat allint.rc)" 0
check_eq "-a ended by SIGINT: not marked interrupted" \
	"$(q allint.db "SELECT value FROM meta WHERE key='interrupted'")" 0

# an existing output is kept as FILE.old
echo keep >exists.db
"$PSTATE_TRACE" record -q -o exists.db -- true >out 2>err
check_eq "existing output renamed: .old kept" "$(cat exists.db.old)" keep
check_eq "existing output renamed: new one valid" "$(q exists.db "SELECT value FROM meta WHERE key='source'")" record

# output folder that does not exist: error naming the path, exit 1
"$PSTATE_TRACE" record -o /nonexistent-dir/x.db -- true >out 2>err
check_eq "unwritable output: exit 2, before anything runs" "$?" 2
check "unwritable output: message names the path" grep -q "/nonexistent-dir/x.db" err

# disk full: a tiny tmpfs; a clear error, no half-written database
mkdir small
if mount -t tmpfs -o size=256k tmpfs small 2>/dev/null; then
	"$PSTATE_TRACE" record -o small/full.db -b 4096 -- hackbench -g 4 -l 500 >out 2>err
	rc=$?
	check "disk full: non-zero exit ($rc)" test "$rc" -ne 0
	check "disk full: message names the path" grep -q "small/" err
	check "disk full: no database under the final name" test ! -e small/full.db
	check_eq "disk full: nothing left in the folder" "$(ls -A small)" ""
	umount small
else
	skip "disk full: cannot mount a tmpfs here"
fi

# not root: the message says so; nothing left behind
if id nobody >/dev/null 2>&1 && command -v setpriv >/dev/null; then
	chmod 777 "$TMP"
	setpriv --reuid=nobody --regid=nogroup --clear-groups --inh-caps=-all \
		"$PSTATE_TRACE" record -o "$TMP/nr.db" -- true >out 2>err
	check_eq "not root: exit 1" "$?" 1
	check "not root: 'run as root' in the message" grep -q "run as root" err
	check "not root: says tracefs" grep -q "tracefs" err
	check "not root: no database" test ! -e "$TMP/nr.db"
else
	skip "not root: no 'nobody' user or setpriv"
fi

# usage errors: exit 2
"$PSTATE_TRACE" record >out 2>err
check_eq "no command: exit 2" "$?" 2
"$PSTATE_TRACE" record --no-such-option -- true >out 2>err
check_eq "bad option: exit 2" "$?" 2
# a size that is not one (negative, zero, junk, more than 64 bits) and an
# event spec without both names: usage errors, the command never runs
usage_error() { # OPT VALUE MESSAGE: record OPT VALUE is refused before running
	rm -f ran
	"$PSTATE_TRACE" record -o u.db "$1" "$2" -- touch ran >out 2>err
	check_eq "$1 '$2': exit 2" "$?" 2
	check "$1 '$2': the message names the value" grep -qF -- "$3" err
	check "$1 '$2': the command did not run, no database" test ! -e ran -a ! -e u.db
}
for b in -5 0 ' 5' +5 5k 4x 18446744073709551621 99999999999999999999999 ''; do
	usage_error -b "$b" "-b: '$b' is not a size"
done
for e in : sys: :sched_switch sched sched:sched_switch:x 'sched:sched switch' ''; do
	usage_error -e "$e" "-e: '$e' is not SYSTEM:EVENT"
done
for v in 0 101 -1 x ''; do
	usage_error --buffer-percent "$v" "--buffer-percent: '$v' is not a percentage"
done
for v in -1 100 x ''; do
	usage_error -r "$v" "-r: '$v' is not a SCHED_FIFO priority"
done
# an event asked for by name that this kernel lacks: refused, as perf does
"$PSTATE_TRACE" record -o e.db -e sched:no_such_event_xyz -- touch ran >out 2>err
check_eq "-e of an event this kernel lacks: exit 2" "$?" 2
check "-e of an event this kernel lacks: named" grep -q "sched:no_such_event_xyz: no such event" err
check "-e of an event this kernel lacks: nothing ran" test ! -e ran -a ! -e e.db
"$PSTATE_TRACE" record -o e.db --no-event no_such_event -- touch ran >out 2>err
check_eq "--no-event of an event not recorded: exit 2" "$?" 2
check "--no-event of an event not recorded: nothing ran" test ! -e ran -a ! -e e.db
"$PSTATE_TRACE" record -h >out 2>err
check_eq "-h: exit 0" "$?" 0
check "-h: usage on stdout" grep -q "^usage: pstate-trace record" out

# --no-event may drop any default event but sched_switch, with or without
# its system; another system's event of that name is not a default one
for e in sched_switch sched:sched_switch; do
	"$PSTATE_TRACE" record -q -o ne.db --no-event "$e" -- true >out 2>err
	check_eq "--no-event $e: usage error" "$?" 2
	check "--no-event $e: says why" grep -q "sched_switch is what every analysis stands on" err
	check "--no-event $e: no database" test ! -e ne.db
done
"$PSTATE_TRACE" record -q -o ne.db --no-event power:sched_switch -- true >out 2>err
check_eq "--no-event power:sched_switch: usage error" "$?" 2
check "--no-event power:sched_switch: not a default event" \
	grep -q "power:sched_switch is not one of the default events" err
"$PSTATE_TRACE" record -q -o ne.db --no-event sched:sched_waking -- true >out 2>err
check_eq "--no-event sched:sched_waking: exit 0" "$?" 0
check_eq "--no-event sched:sched_waking: none recorded" "$(q ne.db "SELECT count(*) FROM sched_waking")" 0

check_eq "no temporary files or spool folders left" "$(leftovers)" ""
no_instance_left record_errors
t_done
