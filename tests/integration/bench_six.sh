#!/bin/bash
# bench_six: each of scripts/bench's six benchmarks run for real here at a
# small size (tbench and dbench 2 s, hackbench and perf bench messaging a
# few groups, netperf TCP_STREAM and UDP_STREAM 1 s, kernbench on a tiny
# tree made here, gitsource on two of git's tests when a git tree is given
# in PSTATE_GITSOURCE_TREE): the run's main result parsed with its unit and
# direction (against the figure in its own output, read here with awk), the
# meta benchmark and parameter; tbench's and netperf's servers recorded as
# part of the workload (descendants of the recorded command in
# sched_process_fork, and the default report's workload covers what
# --comm of both ends selects); then its servers (their whole session)
# and scratch files gone, after the run and after a Ctrl-C (SIGINT to the
# script's process group while the benchmark runs, exit status 130, the
# database marked interrupted).  Each is skipped, with the reason, when its
# tool is not installed.
. "$(dirname "$0")/../lib.sh"
need_tracefs
for t in sqlite3 setsid pgrep; do
	command -v $t >/dev/null || skip_all "$t is not installed (make deps)"
done
export PSTATE_TRACE
BENCH=$TOP/scripts/bench
# the benchmarks' temporary files (netperf's, gitsource's) go here
export TMPDIR=$TMP/tmpdir
mkdir -p "$TMPDIR"

# main DB: "metric unit better" of the main result, and its value
main_of() { q "$1" "SELECT metric || ' ' || unit || ' ' || better FROM workload_result WHERE main = 1"; }
value_of() { q "$1" "SELECT value FROM workload_result WHERE main = 1"; }
meta() { q "$1" "SELECT value FROM meta WHERE key = '$2'"; }
# output_of DB: what the workload printed, as record stored it
output_of() { q "$1" "SELECT text FROM workload_output ORDER BY rowid"; }

# same NAME GOT WANT: two numbers equal to 1e-6 (the stored REAL and the
# printed text)
same() {
	if awk -v a="$2" -v b="$3" 'BEGIN { exit !(b != "" && a - b < 1e-6 && b - a < 1e-6) }'; then
		pass "$1"
	else
		fail "$1: got '$2', want '$3'"
	fi
}

# wait_for SECONDS CMD...: poll CMD until it succeeds (0) or SECONDS pass (1)
wait_for() {
	local end=$((SECONDS + $1))
	shift
	until "$@"; do
		[ "$SECONDS" -lt "$end" ] || return 1
		sleep 0.05
	done
}

# session_gone SID: no process is left in session SID (zombies aside: dead,
# they wait for whoever reaps orphans here)
session_gone() { ! ps -o stat= -s "$1" | grep -qv '^Z'; }

# server_of PID NAME: the pid of a NAME that PID started (its descendant,
# the servers running inside the recorded command)
server_of() {
	local p a
	for p in $(pgrep -x "$2"); do
		a=$p
		while [ -n "$a" ] && [ "$a" -gt 1 ]; do
			[ "$a" = "$1" ] && { echo "$p"; return; }
			a=$(awk '{ print $4 }' "/proc/$a/stat" 2>/dev/null)
		done
	done
}

# in_workload NAME DB SERVER CLIENT: the SERVER seen running (run_srv) and
# the child it forked for the connection are the recorded command's
# descendants (sched_process_fork from meta workload_pid down; the trace is
# system-wide, so other tbench_srv of the machine may be in it too), and
# the default report's workload has every wakeup that --comm of both ends
# selects, and as many tasks at least
in_workload() {
	local name=$1 db=$2 srv=$3 cli=$4 desc r1 r2
	desc="WITH RECURSIVE d(pid) AS (
		SELECT CAST(value AS INTEGER) FROM meta WHERE key = 'workload_pid'
		UNION SELECT child_pid FROM sched_process_fork JOIN d ON parent_pid = d.pid)
		SELECT DISTINCT pid FROM task WHERE comm = '$srv' AND pid IN (SELECT pid FROM d)"
	check "$name: the $srv that ran ($run_srv) descends from the recorded command" \
		grep -qx "$run_srv" <<<"$(q "$db" "$desc")"
	check "$name: so does the child it forked for the client" \
		test "$(q "$db" "SELECT count(*) FROM ($desc)")" -ge 2
	"$PSTATE_ANALYZE" report "$db" --format json >"$TMP/r1.json" 2>/dev/null
	"$PSTATE_ANALYZE" report "$db" --format json --comm "^($srv|$cli)\$" >"$TMP/r2.json" 2>/dev/null
	r1=$(python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); print(d["run"]["workload"]["tasks"], d["latency"]["wakeup_us"]["count"])' "$TMP/r1.json")
	r2=$(python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); print(d["run"]["workload"]["tasks"], d["latency"]["wakeup_us"]["count"])' "$TMP/r2.json")
	check "$name: the default report's workload has both ends' tasks and wakeups (default $r1, --comm $r2)" \
		awk -v a="$r1" -v b="$r2" 'BEGIN { split(a, x, " "); split(b, y, " "); exit !(y[1] >= 2 && x[1] >= y[1] && x[2] >= y[2] && y[2] > 0) }'
}

# run_bench NAME SERVER DB BENCH-ARGS...: run scripts/bench BENCH-ARGS -o DB
# in a session of its own to its end, noting the pid of the SERVER it starts
# (its child) while it runs; sets run_rc (its exit status) and run_srv;
# then the server's session (its children too) must be gone
run_bench() {
	local name=$1 server=$2 db=$3 _
	shift 3
	setsid "$BENCH" "$@" -o "$db" -- -q >"$TMP/run.out" 2>&1 &
	run_pid=$! run_srv=
	while kill -0 "$run_pid" 2>/dev/null && [ -z "$run_srv" ]; do
		run_srv=$(server_of "$run_pid" "$server")
		[ -n "$run_srv" ] || sleep 0.05
	done
	wait "$run_pid"
	run_rc=$?
	check_eq "$name: exit 0" "$run_rc" 0
	check "$name: $server was running" test -n "$run_srv"
	[ -n "$run_srv" ] && check "$name: $server's session is gone (its children too)" session_gone "$run_srv"
	check "$name: nothing left of the script's process group" session_gone "$run_pid"
}

# interrupt NAME PROC DB BENCH-ARGS...: run scripts/bench BENCH-ARGS -o DB in
# a session of its own, wait until a process PROC runs in it (the benchmark
# is running), send SIGINT to its process group as a Ctrl-C does; sets
# int_pid (the script's pid, its session's id) and int_rc (its exit status);
# int_srv, before that, is the pid of the server it started, if any
interrupt() {
	local name=$1 proc=$2 db=$3 srv
	shift 3
	setsid "$BENCH" "$@" -o "$db" -- -q >"$TMP/int.out" 2>&1 &
	int_pid=$! int_srv=
	if ! wait_for 60 pgrep -s "$int_pid" -x "$proc" >/dev/null; then
		fail "$name, Ctrl-C: $proc never ran: $(tail -3 "$TMP/int.out" | tr '\n' ' ')"
		kill -INT -- -"$int_pid" 2>/dev/null
		wait "$int_pid"
		int_rc=none
		return
	fi
	for srv in tbench_srv netserver; do
		[ -n "$int_srv" ] || int_srv=$(server_of "$int_pid" "$srv")
	done
	kill -INT -- -"$int_pid"
	wait "$int_pid"
	int_rc=$?
	check_eq "$name, Ctrl-C: exit status 130" "$int_rc" 130
	check_eq "$name, Ctrl-C: the database says interrupted" "$(meta "$db" interrupted)" 1
	check "$name, Ctrl-C: nothing left of the script's process group" session_gone "$int_pid"
}

# no_tmp NAME: the benchmark left nothing in TMPDIR
no_tmp() {
	check_eq "$1: nothing left in TMPDIR" "$(ls -A "$TMPDIR")" ""
}

# ---- tbench ----------------------------------------------------------------
tbench_test() {
	local db=$TMP/tbench.db srv
	if ! command -v tbench >/dev/null || ! command -v tbench_srv >/dev/null; then
		skip "tbench: not installed (make deps)"
		return
	fi
	if (prog=t; . "$TOP/scripts/bench-lib.sh"; listening "$TBENCH_PORT"); then
		skip "tbench: its fixed port 7003 is in use here (another tbench runs)"
		return
	fi
	run_bench tbench tbench_srv "$db" tbench --clients 1 --time 2
	check_eq "tbench: main result" "$(main_of "$db")" "throughput MB/sec higher"
	same "tbench: the Throughput line's figure" "$(value_of "$db")" \
		"$(output_of "$db" | awk '$1 == "Throughput" { v = $2 } END { print v }')"
	check_eq "tbench: meta benchmark, param" "$(meta "$db" benchmark) $(meta "$db" param_name)=$(meta "$db" param_value)" \
		"tbench clients=1"
	in_workload tbench "$db" tbench_srv tbench
	interrupt tbench tbench "$TMP/tbench-int.db" tbench --clients 1 --time 60
	srv=$int_srv
	check "tbench, Ctrl-C: tbench_srv was running" test -n "$srv"
	[ -n "$srv" ] && check "tbench, Ctrl-C: tbench_srv's session is gone (its children too)" session_gone "$srv"
}

# ---- dbench ----------------------------------------------------------------
dbench_test() {
	local db=$TMP/dbench.db
	command -v dbench >/dev/null || { skip "dbench: not installed (make deps)"; return; }
	mkdir -p "$TMP/dbdir"
	"$BENCH" dbench --clients 1 --time 2 --dir "$TMP/dbdir" -o "$db" -- -q >"$TMP/db.out" 2>&1
	check_eq "dbench: exit 0" "$?" 0
	check_eq "dbench: main result" "$(main_of "$db")" "throughput MB/sec higher"
	same "dbench: the Throughput line's figure" "$(value_of "$db")" \
		"$(output_of "$db" | awk '$1 == "Throughput" { v = $2 } END { print v }')"
	check_eq "dbench: the scratch directory is removed" "$(ls -A "$TMP/dbdir")" ""
	interrupt dbench dbench "$TMP/dbench-int.db" dbench --clients 1 --time 60 --dir "$TMP/dbdir"
	check_eq "dbench, Ctrl-C: the scratch directory is removed" "$(ls -A "$TMP/dbdir")" ""
}

# ---- hackbench, rt-tests and perf bench -------------------------------------
hackbench_test() {
	local db=$TMP/hackbench.db
	if command -v hackbench >/dev/null; then
		"$BENCH" hackbench --groups 2 --loops 50 -o "$db" -- -q >"$TMP/hb.out" 2>&1
		check_eq "hackbench: exit 0" "$?" 0
		check_eq "hackbench: main result" "$(main_of "$db")" "time s lower"
		same "hackbench: the Time: line's figure" "$(value_of "$db")" \
			"$(output_of "$db" | awk '$1 == "Time:" { v = $2 } END { print v }')"
		interrupt hackbench hackbench "$TMP/hackbench-int.db" hackbench --groups 2 --loops 10000000
	else
		skip "hackbench: not installed (make deps)"
	fi
	db=$TMP/perf-messaging.db
	if command -v perf >/dev/null && perf bench sched messaging -g 1 -l 1 >/dev/null 2>&1; then
		"$BENCH" hackbench --perf-bench --threads --pipe --groups 2 --loops 50 -o "$db" -- -q \
			>"$TMP/pb.out" 2>&1
		check_eq "hackbench --perf-bench: exit 0" "$?" 0
		check_eq "hackbench --perf-bench: main result" "$(main_of "$db")" "time s lower"
		same "hackbench --perf-bench: the Total time line's figure" "$(value_of "$db")" \
			"$(output_of "$db" | awk '$1 == "Total" && $2 == "time:" { v = $3 } END { print v }')"
		check_eq "hackbench --perf-bench: the command" "$(meta "$db" workload_cmd)" \
			"perf bench sched messaging --pipe --thread -g 2 -l 50"
		check_eq "hackbench --perf-bench: meta benchmark, param" \
			"$(meta "$db" benchmark) $(meta "$db" param_name)=$(meta "$db" param_value)" \
			"hackbench-perf-threads-pipe groups=2"
		# perf bench names itself and its tasks after the benchmark
		interrupt "hackbench --perf-bench" sched-messaging "$TMP/perf-int.db" hackbench --perf-bench \
			--groups 2 --loops 10000000
	else
		skip "hackbench --perf-bench: perf bench sched messaging does not run here"
	fi
}

# ---- netperf ---------------------------------------------------------------
netperf_test() {
	local db test name srv
	if ! command -v netperf >/dev/null || ! command -v netserver >/dev/null; then
		skip "netperf: not installed (it is in Debian's non-free: scripts/install-deps --non-free)"
		return
	fi
	for test in TCP_STREAM UDP_STREAM; do
		db=$TMP/netperf-$test.db
		name=netperf-$(echo "${test%_STREAM}" | tr A-Z a-z)
		run_bench "$name" netserver "$db" netperf --test "$test" --size 256 --time 1
		check_eq "$name: main result" "$(main_of "$db")" "throughput 10^6bits/sec higher"
		# the result row is the last numeric one: for UDP the receive side's
		# (4 columns), after the send side's (6)
		same "$name: the last result row's throughput" "$(value_of "$db")" \
			"$(output_of "$db" | awk 'NF >= 4 && $1 ~ /^[0-9]+$/ && $NF ~ /^[0-9.]+$/ { v = $NF } END { print v }')"
		check_eq "$name: meta benchmark, param" \
			"$(meta "$db" benchmark) $(meta "$db" param_name)=$(meta "$db" param_value)" \
			"$name size=256"
		check "$name: -m 256 -M 256 to 127.0.0.1" \
			grep -q -- "-H 127.0.0.1 .*-t $test -l 1 -f m -- -m 256 -M 256$" <<<"$(meta "$db" workload_cmd)"
		in_workload "$name" "$db" netserver netperf
	done
	check "netperf-udp: the send side is kept beside it" \
		test "$(q "$db" "SELECT count(*) FROM workload_result WHERE metric = 'send_throughput'")" = 1
	no_tmp netperf
	interrupt netperf netperf "$TMP/netperf-int.db" netperf --time 60
	srv=$int_srv
	check "netperf, Ctrl-C: netserver was running" test -n "$srv"
	[ -n "$srv" ] && check "netperf, Ctrl-C: netserver's session is gone (its children too)" session_gone "$srv"
	no_tmp "netperf, Ctrl-C"
}

# ---- kernbench ---------------------------------------------------------------
# a tiny tree: a few C files and a Makefile with a default goal and clean;
# with KB_WAIT=FIFO set, one object waits for FIFO after the first is built,
# so that a Ctrl-C comes in the middle of a build
kb_tree() {
	local d=$1 i
	mkdir -p "$d"
	for i in 1 2 3 4 5 6; do
		printf 'int f%d(int x)\n{\n\treturn x * %d;\n}\n' "$i" "$i" >"$d/f$i.c"
	done
	printf 'int main(void)\n{\n\treturn 0;\n}\n' >"$d/main.c"
	printf '%s\n' 'OBJS := $(patsubst %.c,%.o,$(wildcard *.c))' 'prog: $(OBJS)' \
		'	$(CC) -o $@ $^' 'f6.o: f1.o' 'ifdef KB_WAIT' '	cat $(KB_WAIT) >/dev/null' 'endif' \
		'	$(CC) -c -o $@ $*.c' 'clean:' '	rm -f prog $(OBJS)' >"$d/Makefile"
}

kernbench_test() {
	local db=$TMP/kernbench.db tree=$TMP/kb before
	command -v cc >/dev/null || { skip "kernbench: no C compiler (make deps)"; return; }
	kb_tree "$tree"
	before=$(ls "$tree")
	"$BENCH" kernbench --tree "$tree" --jobs 2 -o "$db" -- -q >"$TMP/kb.out" 2>&1
	check_eq "kernbench: exit 0" "$?" 0
	check_eq "kernbench: no main result: elapsed, in s, lower is better" \
		"$(main_of "$db")|$(q "$db" "SELECT unit || ' ' || better || ' ' || (value > 0) FROM workload_result WHERE metric = 'elapsed'")" \
		"|s lower 1"
	check_eq "kernbench: the command" "$(meta "$db" workload_cmd)" "make -C $tree -s -j2"
	check_eq "kernbench: meta benchmark, param" \
		"$(meta "$db" benchmark) $(meta "$db" param_name)=$(meta "$db" param_value)" "kernbench jobs=2"
	check_eq "kernbench: the tree is as it was (make clean)" "$(ls "$tree")" "$before"
	"$BENCH" kernbench --tree "$tree" --jobs 2 --target f3.o -o "$TMP/kb-target.db" -- -q \
		>"$TMP/kb.out" 2>&1
	check_eq "kernbench --target f3.o: exit 0" "$?" 0
	check_eq "kernbench --target: the command" "$(meta "$TMP/kb-target.db" workload_cmd)" \
		"make -C $tree -s -j2 f3.o"
	check_eq "kernbench --target: the tree is as it was" "$(ls "$tree")" "$before"
	mkfifo "$TMP/kb.fifo"
	export KB_WAIT=$TMP/kb.fifo
	interrupt kernbench cat "$TMP/kernbench-int.db" kernbench --tree "$tree" --jobs 2
	unset KB_WAIT
	check_eq "kernbench, Ctrl-C: the tree is as it was (f1.o was built)" "$(ls "$tree")" "$before"
	"$BENCH" kernbench -o "$TMP/x.db" >/dev/null 2>&1
	check_eq "kernbench without --tree: usage error" "$?" 2
}

# ---- gitsource -----------------------------------------------------------------
gitsource_test() {
	local db=$TMP/gitsource.db tree=${PSTATE_GITSOURCE_TREE:-}
	if [ -z "$tree" ]; then
		skip "gitsource: no git source tree (PSTATE_GITSOURCE_TREE=DIR runs it; scripts/install-deps --git-source DIR fetches one where deb-src is enabled)"
		return
	fi
	[ -f "$tree/t/test-lib.sh" ] || { fail "gitsource: $tree is not git's source tree"; return; }
	"$BENCH" gitsource --tree "$tree" --tests 't000[01]-*.sh' -o "$db" -- -q >"$TMP/gs.out" 2>&1
	check_eq "gitsource: exit 0" "$?" 0
	check "gitsource: the warm-up ran first" grep -q "^bench: gitsource: the warm-up run (not recorded)" "$TMP/gs.out"
	check_eq "gitsource: no main result: elapsed, in s, lower is better" \
		"$(main_of "$db")|$(q "$db" "SELECT unit || ' ' || better || ' ' || (value > 0) FROM workload_result WHERE metric = 'elapsed'")" \
		"|s lower 1"
	check_eq "gitsource: the two tests" "$(output_of "$db" | grep -c '^\*\*\* t000[01]-.*\.sh \*\*\*$')" 2
	check_eq "gitsource: meta benchmark, no param" "$(meta "$db" benchmark)|$(meta "$db" param_name)" "gitsource|"
	check_eq "gitsource: no trash or results left in t/" \
		"$(cd "$tree/t" && ls -d trash* test-results chainlinttmp 2>/dev/null)" ""
	no_tmp gitsource
	wait_trash() { compgen -G "$tree/t/trash directory.*" >/dev/null; }
	setsid "$BENCH" gitsource --tree "$tree" --tests 't[0-9]*-*.sh' --skip-warmup \
		-o "$TMP/gs-int.db" -- -q >"$TMP/int.out" 2>&1 &
	int_pid=$!
	if wait_for 120 wait_trash; then
		kill -INT -- -"$int_pid"
		wait "$int_pid"
		check_eq "gitsource, Ctrl-C: exit status 130" "$?" 130
		check_eq "gitsource, Ctrl-C: the database says interrupted" "$(meta "$TMP/gs-int.db" interrupted)" 1
		check "gitsource, Ctrl-C: nothing left of the script's process group" session_gone "$int_pid"
		check_eq "gitsource, Ctrl-C: no trash or results left in t/" \
			"$(cd "$tree/t" && ls -d trash* test-results chainlinttmp 2>/dev/null)" ""
	else
		fail "gitsource, Ctrl-C: no test started in 120 s: $(tail -3 "$TMP/int.out" | tr '\n' ' ')"
		kill -INT -- -"$int_pid"
		wait "$int_pid"
	fi
	no_tmp "gitsource, Ctrl-C"
}

"$BENCH" nosuchbench >/dev/null 2>&1
check_eq "bench: an unknown benchmark: usage error" "$?" 2
tbench_test
dbench_test
hackbench_test
netperf_test
kernbench_test
gitsource_test
no_instance_left bench_six
t_done
