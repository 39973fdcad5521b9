#!/bin/bash
# bench_scripts: the benchmark scripts when something fails early, with
# stand-ins for the tools: bench-memory removes its work directory (its
# cleanup runs to the end) when it cannot enter it (a mktemp that makes a
# file) and when its tbench_srv does not start; bench-report
# stops with a message, writing nothing, when it cannot make its temporary
# folder, when synth.py fails, or when a report fails (no figures of an
# empty run); bench-sampler --software runs one short round end to end (one
# read a CPU with the group, three without); bench-counters runs two small
# sizes end to end, its windows those of counter_sample by brute force.
. "$(dirname "$0")/../lib.sh"
need_tbench_port
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
	cat >"$TMP/bin/mktemp" <<-'END'
	#!/bin/sh
	f=$TMPDIR/bench-memory.stand-in
	: >"$f" && echo "$f"
	END
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

# ---- bench-report -----------------------------------------------------------
# a tree of stand-ins: the script and its library as they are, a synth.py
# that writes only under $TMP, an import that makes the database, a report
# that fails when REPORT_FAILS is set
bench_report() {
	local tree=$TMP/tree
	command -v python3 >/dev/null || { skip "bench-report: python3 is not installed"; return; }
	[ -x /usr/bin/time ] || { skip "bench-report: /usr/bin/time is not installed"; return; }
	mkdir -p "$tree/scripts" "$tree/tests/synth"
	cp "$TOP/scripts/bench-report" "$TOP/scripts/bench-lib.sh" "$tree/scripts/"
	cat >"$tree/tests/synth/synth.py" <<-END
	#!/bin/sh
	# stand-in: -o DIR gets truth.json and trace.txt; only under $TMP
	[ -n "\${SYNTH_FAILS:-}" ] && exit 1
	while [ \$# -gt 0 ]; do [ "\$1" = -o ] && out=\$2; shift; done
	case "\$out" in "$TMP"/*) ;; *) echo "synth.py stand-in: -o \$out: not under $TMP" >&2; exit 1 ;; esac
	mkdir -p "\$out" && echo '{"import_args": ["--cpu-attr", "highest_perf=166"]}' >"\$out/truth.json" &&
		echo trace >"\$out/trace.txt"
	END
	cat >"$tree/pstate-trace" <<-'END'
	#!/bin/sh
	# stand-in: import -q -o DB ...: makes DB
	while [ $# -gt 0 ]; do [ "$1" = -o ] && db=$2; shift; done
	echo db >"$db"
	END
	cat >"$tree/pstate-analyze" <<-'END'
	#!/bin/sh
	# stand-in: report DB [--format json]: 1000 events
	[ -n "${REPORT_FAILS:-}" ] && { echo "pstate-analyze: $2: not a database" >&2; exit 1; }
	case " $* " in *" --format json "*) echo '{"run": {"events": {"a": 600, "b": 400}}}' ;; esac
	exit 0
	END
	chmod +x "$tree/tests/synth/synth.py" "$tree/pstate-trace" "$tree/pstate-analyze"

	TMPDIR=$TMP/work "$tree/scripts/bench-report" -s 1000 -r 2 >"$TMP/rep.out" 2>"$TMP/rep.err"
	check_eq "bench-report, stand-ins: exit 0" "$?" 0
	check "bench-report, stand-ins: a row of the 1000 events the report counts" \
		grep -Eq '^1000 +[0-9]+\.[0-9]+ ' "$TMP/rep.out"

	TMPDIR=$TMP/absent "$tree/scripts/bench-report" -s 1000 -r 1 >"$TMP/rep.out" 2>"$TMP/rep.err"
	check_eq "bench-report, no temporary folder: exit 1" "$?" 1
	check "bench-report, no temporary folder: says so" \
		grep -q "^bench-report: cannot make a temporary folder in $TMP/absent$" "$TMP/rep.err"
	check_eq "bench-report, no temporary folder: no table" "$(cat "$TMP/rep.out")" ""

	SYNTH_FAILS=1 TMPDIR=$TMP/work "$tree/scripts/bench-report" -s 1000 -r 1 >"$TMP/rep.out" \
		2>"$TMP/rep.err"
	check_eq "bench-report, synth.py fails: exit 1" "$?" 1
	check_eq "bench-report, synth.py fails: says so, first" "$(head -1 "$TMP/rep.err")" \
		"bench-report: synth.py failed"

	REPORT_FAILS=1 TMPDIR=$TMP/work "$tree/scripts/bench-report" -s 1000 -r 1 >"$TMP/rep.out" \
		2>"$TMP/rep.err"
	check_eq "bench-report, the report fails: exit 1" "$?" 1
	check "bench-report, the report fails: says which" \
		grep -q "^bench-report: pstate-analyze report $TMP/work/bench-report\..*/1000/run.db failed$" \
		"$TMP/rep.err"
	check_not_grep "bench-report, the report fails: no arithmetic on nothing" "awk" "$TMP/rep.err"
	check_eq "bench-report: its temporary folders are removed" "$(ls -A "$TMP/work")" ""
}

bench_memory
bench_report
# ---- bench-sampler: one short round, cpu-clock for the msr counters ----------
# (record's group read end to end: one read a CPU against three)
if [ "$(id -u)" -ne 0 ]; then
	skip "bench-sampler: needs root (running as uid $(id -u))"
elif [ ! -r /sys/bus/event_source/devices/software/type ]; then
	skip "bench-sampler: no software PMU here"
else
	"$TOP/scripts/bench-sampler" -r 1 -s 1 --software >"$TMP/sampler.out" 2>"$TMP/sampler.err"
	rc=$?
	check_eq "bench-sampler --software: exit 0 ($(tail -1 "$TMP/sampler.err"))" "$rc" 0
	n=$(nproc)
	check_eq "bench-sampler: a read a CPU grouped, three alone" \
		"$(awk '($1 == "group" || $1 == "alone") && NF == 4 { print $1, $3 }' "$TMP/sampler.out" | tr '\n' ' ')" \
		"group $n alone $((3 * n)) "
	check "bench-sampler: the group's description said" \
		grep -q "msr counters read as one group per CPU" "$TMP/sampler.out"
fi

# ---- bench-counters: two small sizes, the windows counted ------------------
"$TOP/scripts/bench-counters" -s "1 2" -c 8 -i 10 -r 1 >"$TMP/counters.out" 2>"$TMP/counters.err"
rc=$?
check_eq "bench-counters: exit 0 ($(tail -1 "$TMP/counters.err"))" "$rc" 0
# 8 CPUs sampled every 10 ms for 1 and 2 s: a round just before the start,
# every 10 ms, and one after the end: 102 and 202 readings a CPU (the script
# checks that the report counts every window they give)
check "bench-counters: 1 s of 8 CPUs: 808 windows" \
	awk '$1 == 1 && $2 == 808 { ok = 1 } END { exit !ok }' "$TMP/counters.out"
check "bench-counters: 2 s of 8 CPUs: 1608 windows" \
	awk '$1 == 2 && $2 == 1608 { ok = 1 } END { exit !ok }' "$TMP/counters.out"
check "bench-counters: the summary line" grep -q "^bench-counters: 8 CPUs every 10 ms" "$TMP/counters.out"

t_done
