#!/bin/bash
# record_signals: what signals do to a recording and to the workload.
#  - SIGHUP (a dropped ssh session) ends it as SIGTERM does: the workload
#    is told, the database is written, nothing is left behind; under nohup
#    it stays ignored;
#  - SIGTERM, SIGINT and SIGHUP reach the workload's whole process group:
#    a grandchild does not outlive it;
#  - a signal while the database is written changes nothing recorded (the
#    workload's exit status, interrupted 0); a second one abandons it;
#  - a daemon the workload leaves behind keeps writing to our output after
#    record has exited (no SIGPIPE), and record does not wait for it;
#  - on a terminal (a pty from script(1)) the workload reads it, and Ctrl-C
#    interrupts the workload, not the recording.
. "$(dirname "$0")/../lib.sh"
need_tracefs
command -v hackbench >/dev/null || skip_all "hackbench is not installed"
cd "$TMP" || exit 1

leftovers() {
	ls -A "$TMP" | grep -E '\.tmp-|\.spool$' || true
}

# alive PID: a process that is not a zombie
alive() {
	[ -e "/proc/$1" ] && ! grep -q '^State:.*Z' "/proc/$1/status" 2>/dev/null
}

# sig_run SIG NAME: record a shell whose child shell runs sleep (the
# grandchild, its pid in NAME.gc), send SIG once it runs
sig_run() {
	local sig=$1 name=$2 pid
	rm -f started
	mkfifo started
	# a SIGHUP this test came with ignored (nohup) would be ignored by record
	env --default-signal=HUP "$PSTATE_TRACE" record -q -o "$name.db" -- sh -c \
		'sh -c "echo \$\$ > '"$name"'.gc; echo go > started; exec sleep 60"; echo after' \
		>"$name.out" 2>"$name.err" &
	pid=$!
	read -r -t 30 _ <started
	kill -"$sig" "$pid"
	wait "$pid"
}

for sig in HUP TERM INT; do
	sig_run $sig s$sig
	rc=$?
	want=$((128 + $(kill -l $sig)))
	check_eq "SIG$sig during the run: exit $want" "$rc" "$want"
	check_eq "SIG$sig during the run: meta interrupted" \
		"$(q s$sig.db "SELECT value FROM meta WHERE key = 'interrupted'")" 1
	check_eq "SIG$sig during the run: database valid" "$(q s$sig.db "PRAGMA integrity_check")" ok
	check "SIG$sig during the run: events recorded" \
		test "$(q s$sig.db "SELECT count(*) > 0 FROM sched_switch")" = 1
	wpid=$(q s$sig.db "SELECT value FROM meta WHERE key = 'workload_pid'")
	gc=$(cat s$sig.gc)
	check "SIG$sig during the run: the workload ($wpid) is gone" sh -c "! kill -0 $wpid 2>/dev/null"
	if alive "$gc"; then
		fail "SIG$sig during the run: the grandchild $gc outlived it"
		kill "$gc"
	else
		pass "SIG$sig during the run: the grandchild ($gc) got it too"
	fi
	check_eq "SIG$sig during the run: the workload's own status in meta" \
		"$(q s$sig.db "SELECT value FROM meta WHERE key = 'workload_exit'")" "$want"
done

# under nohup: SIGHUP stays ignored, by record and by the workload, which
# sends it to both and goes on
env --ignore-signal=HUP "$PSTATE_TRACE" record -q -o nohup.db -- sh -c \
	'kill -HUP $PPID; kill -HUP $$; echo survived' >nohup.out 2>nohup.err
check_eq "under nohup: SIGHUP ignored, the workload's status" "$?" 0
check_eq "under nohup: the workload went on" "$(cat nohup.out)" survived
check_eq "under nohup: not interrupted" \
	"$(q nohup.db "SELECT value FROM meta WHERE key = 'interrupted'")" 0

# signals while the database is written: -v says when the conversion
# starts; the workload exited 0 and made enough events for it to take a while
conv_run() { # NAME NSIG: NSIG SIGINTs once the conversion started; exit status in NAME.rc
	local name=$1 n=$2 pid line
	rm -f conv.fifo
	mkfifo conv.fifo
	"$PSTATE_TRACE" record -v -o "$name.db" -- hackbench -g 4 -l 1500 >"$name.out" 2>conv.fifo &
	pid=$!
	exec 8<conv.fifo
	while IFS= read -r line <&8; do
		echo "$line" >>"$name.err"
		case $line in *"recording ended after"*) break ;; esac
	done
	kill -INT "$pid"
	if [ "$n" -gt 1 ]; then
		# the second once the first was taken (signals of a kind do not queue)
		while IFS= read -r line <&8; do
			echo "$line" >>"$name.err"
			case $line in *"while writing the database"*) break ;; esac
		done
		kill -INT "$pid"
	fi
	cat <&8 >>"$name.err"
	exec 8<&-
	wait "$pid"
	echo $? >"$name.rc"
}
conv_run conv1 1
check_eq "SIGINT while the database is written: the workload's exit status" "$(cat conv1.rc)" 0
check_eq "SIGINT while the database is written: meta workload_exit and interrupted" \
	"$(q conv1.db "SELECT group_concat(value, ' ') FROM (SELECT value FROM meta WHERE key IN ('workload_exit', 'interrupted') ORDER BY key DESC)")" \
	"0 0"
check "SIGINT while the database is written: said, and finished" \
	grep -q "SIGINT while writing the database: finishing it" conv1.err
check_eq "SIGINT while the database is written: the database is complete" \
	"$(q conv1.db "SELECT count(*) FROM workload_result WHERE metric = 'time'") $(q conv1.db "PRAGMA integrity_check")" \
	"1 ok"
conv_run conv2 2
check_eq "two SIGINTs while the database is written: abandoned, exit 130" "$(cat conv2.rc)" 130
check "two SIGINTs while the database is written: no database" test ! -e conv2.db
check "two SIGINTs while the database is written: says so" grep -q "conv2.db: not written" conv2.err

# a daemon the workload leaves behind: it writes after record has exited.
# Our stdout and stderr are fifos read by cat, which ends when the last
# writer (record, then the relay) has closed them.
rm -f wake done out.fifo err.fifo
mkfifo wake done out.fifo err.fifo
exec 9<>done
cat out.fifo >daemon.out &
cat_out=$!
cat err.fifo >daemon.err &
cat_err=$!
"$PSTATE_TRACE" record -q -o daemon.db -- sh -c \
	'(read -r _ <wake; echo late-out; echo late-err >&2; echo "$?" >done) & echo parent-done' \
	>out.fifo 2>err.fifo
rc=$?
# record is back while the daemon still waits on wake: not delayed by it
check_eq "a daemon left behind: record's exit status, while it still runs" "$rc" 0
check_eq "a daemon left behind: the workload's output stored" \
	"$(q daemon.db "SELECT text FROM workload_output")" parent-done
echo go >wake
if read -r -t 30 st <&9; then
	check_eq "a daemon left behind: its writes after record exited succeed (no SIGPIPE)" "$st" 0
else
	fail "a daemon left behind: it died writing after record exited (SIGPIPE)"
fi
exec 9>&-
wait "$cat_out" "$cat_err"
check_eq "a daemon left behind: its stdout still reaches ours" "$(cat daemon.out)" \
	"$(printf 'parent-done\nlate-out')"
check_eq "a daemon left behind: its stderr still reaches ours" "$(cat daemon.err)" late-err

# a terminal: the workload reads it, and Ctrl-C goes to the workload
if command -v script >/dev/null; then
	printf 'hello\n' | script -qec "$PSTATE_TRACE record -q -o tty.db -- sh -c 'read -r x; echo got \$x'" \
		/dev/null >tty.out 2>&1
	check_eq "on a terminal: the workload reads it" "$?" 0
	check_eq "on a terminal: what it read" "$(q tty.db "SELECT text FROM workload_output")" "got hello"
	rm -f ready
	mkfifo ready
	{ read -r _ <ready; printf '\003'; } |
		script -qec "$PSTATE_TRACE record -q -o ctrlc.db -- sh -c 'echo > ready; sleep 60'; echo rc=\$?" \
			/dev/null >ctrlc.out 2>&1
	check "on a terminal: Ctrl-C ends the workload, record exits 130" grep -q 'rc=130' ctrlc.out
	check_eq "on a terminal: Ctrl-C: meta interrupted, the workload's status" \
		"$(q ctrlc.db "SELECT group_concat(value, ' ') FROM (SELECT value FROM meta WHERE key IN ('workload_exit', 'interrupted') ORDER BY key DESC)")" \
		"130 1"
else
	skip "on a terminal: script(1) is not installed"
fi

check_eq "no temporary files or spool folders left" "$(leftovers)" ""
no_instance_left record_signals
t_done
