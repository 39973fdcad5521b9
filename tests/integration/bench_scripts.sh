#!/bin/bash
# bench_scripts: the benchmark scripts when something fails early, with
# stand-ins for the tools: bench-memory removes its work directory (its
# cleanup runs to the end) when it cannot enter it (a mktemp that makes a
# file) and when its tbench_srv does not start; bench-report
# stops with a message, writing nothing, when it cannot make its temporary
# folder, when synth.py fails, or when a report fails (no figures of an
# empty run).
. "$(dirname "$0")/../lib.sh"
mkdir -p "$TMP/bin" "$TMP/work"

# ---- bench-memory: tbench_srv does not start ---------------------------------
bench_memory() {
	local t
	if [ "$(id -u)" -ne 0 ]; then
		skip "bench-memory: needs root (running as uid $(id -u))"
		return
	fi
	if [ ! -d /sys/kernel/tracing/events ] && [ ! -d /sys/kernel/debug/tracing/events ]; then
		skip "bench-memory: tracefs is not mounted"
		return
	fi
	[ -x /usr/bin/time ] || { skip "bench-memory: /usr/bin/time is not installed"; return; }
	[ -x "$TOP/pstate-trace" ] || { skip "bench-memory: $TOP/pstate-trace is not built"; return; }
	if (prog=t; . "$TOP/scripts/bench-lib.sh"; listening "$TBENCH_PORT"); then
		skip "bench-memory: tbench's port is in use here"
		return
	fi
	for t in tbench trace-cmd sqlite3; do
		printf '#!/bin/sh\nexit 0\n' >"$TMP/bin/$t"
	done
	printf '#!/bin/sh\necho tbench_srv: cannot bind >&2\nexit 1\n' >"$TMP/bin/tbench_srv"
	chmod +x "$TMP/bin"/*
	PATH=$TMP/bin:$PATH TMPDIR=$TMP/work "$TOP/scripts/bench-memory" -t 1 -f 2 \
		>"$TMP/mem.out" 2>"$TMP/mem.err"
	check_eq "bench-memory, tbench_srv fails: exit 1" "$?" 1
	check "bench-memory, tbench_srv fails: says so" \
		grep -q "^bench-memory: tbench_srv exited at start$" "$TMP/mem.err"
	check_not_grep "bench-memory, tbench_srv fails: the cleanup does not trip on unset variables" \
		"unbound variable" "$TMP/mem.err"
	check_eq "bench-memory, tbench_srv fails: the work directory is removed" "$(ls -A "$TMP/work")" ""

	# the earliest exit after the cleanup is set up: the work directory
	# cannot be entered (a stand-in mktemp makes a file)
	printf '#!/bin/sh
f=$TMPDIR/bench-memory.stand-in
: >"$f" && echo "$f"
' >"$TMP/bin/mktemp"
	chmod +x "$TMP/bin/mktemp"
	PATH=$TMP/bin:$PATH TMPDIR=$TMP/work "$TOP/scripts/bench-memory" -t 1 -f 2 \
		>"$TMP/mem.out" 2>"$TMP/mem.err"
	check_eq "bench-memory, no work directory to enter: exit 1" "$?" 1
	check "bench-memory, no work directory to enter: says so" \
		grep -q "^bench-memory: cannot cd to $TMP/work/bench-memory.stand-in$" "$TMP/mem.err"
	check_not_grep "bench-memory, no work directory to enter: the cleanup does not trip on unset variables" \
		"unbound variable" "$TMP/mem.err"
	check_eq "bench-memory, no work directory to enter: what mktemp made is removed" \
		"$(ls -A "$TMP/work")" ""
	rm -f "$TMP/bin"/*
}

# check_not_grep NAME PATTERN FILE: pass when FILE has no line with PATTERN
check_not_grep() {
	if grep -q -- "$2" "$3"; then fail "$1: $(grep -m1 -- "$2" "$3")"; else pass "$1"; fi
}

bench_memory
t_done
