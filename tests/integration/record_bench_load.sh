#!/bin/bash
# record_bench_load: scripts/bench-load, the benchmark of events lost and
# throughput under load, runs end to end at a tiny size (one round, one
# second of tbench with 2 clients, one hackbench group): its table has
# every load and recorder, pstate-trace's runs lose nothing, and nothing
# of it is left running.  Its figures are the benchmark's, not checked here.
# alone: it measures what is lost or how long things take, beside nothing else
. "$(dirname "$0")/../lib.sh"
BL=$TOP/scripts/bench-load
cd "$TMP" || exit 1
"$BL" -h >out 2>err
check_eq "-h: exit 0" "$?" 0
check "-h: usage on stdout" grep -q "^usage: bench-load" out
"$BL" -r 0 >out 2>err
check_eq "-r 0: a usage error, exit 2" "$?" 2
check "-r 0: says why" grep -q "not a positive integer: '0'" err
"$BL" extra >out 2>err
check_eq "an argument: a usage error, exit 2" "$?" 2
need_tracefs
for c in tbench tbench_srv hackbench perf unshare ip sqlite3; do
	command -v $c >/dev/null || skip_all "$c is not installed (make deps)"
done
TMPDIR=$TMP "$BL" -r 1 -t 1 -c 2 -g 1 >out 2>err
check_eq "a tiny run: exit 0" "$?" 0
for ld in none hackbench; do
	for r in "not recorded" pstate-trace "perf record"; do
		check "a tiny run: a row for $r, load $ld" grep -q "^$ld *$r " out
	done
	check_eq "a tiny run: pstate-trace lost nothing, load $ld" \
		"$(awk -v l="$ld" '$1 == l && $2 == "pstate-trace" { print $NF }' out)" 0
done
check "a tiny run: the targets said" grep -q "^target, pstate-trace loses no more than perf" out
check_eq "a tiny run: its work directory removed" "$(ls -d "$TMP"/bench-load.* 2>/dev/null)" ""
no_instance_left record_bench_load
t_done
