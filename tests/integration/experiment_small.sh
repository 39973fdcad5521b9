#!/bin/bash
# experiment_small: scripts/experiment for real, tiny (tbench 2 s and
# hackbench 10 loops, one value, two labels standing in for governors, two
# repeats): one folder with a database per label, benchmark, value and
# repeat, each labelled; the folder compares (a row per benchmark); the
# same command again makes nothing (every run kept, databases untouched);
# its dry run adds up the sweeps' estimates; a benchmark without its tree
# is a usage error.
. "$(dirname "$0")/../lib.sh"
need_tracefs
for t in tbench tbench_srv hackbench sqlite3 sha256sum; do
	command -v $t >/dev/null || skip_all "$t is not installed (make deps)"
done
if (prog=t; . "$TOP/scripts/bench-lib.sh"; listening "$TBENCH_PORT"); then
	skip_all "tbench's fixed port 7003 is in use here (another tbench runs)"
fi
export PSTATE_TRACE
cd "$TMP" || exit 1
ex=("$TOP/scripts/experiment" -o res --benchmarks tbench,hackbench --labels base,new -r 2 -V 1
	--time 2 --loops 10)

"${ex[@]}" >e1.out 2>e1.err
check_eq "experiment: exit 0" "$?" 0
want="res/base/hackbench-1-1.db res/base/hackbench-1-2.db res/base/tbench-1-1.db res/base/tbench-1-2.db res/new/hackbench-1-1.db res/new/hackbench-1-2.db res/new/tbench-1-1.db res/new/tbench-1-2.db "
check_eq "experiment: a database per label, benchmark, value and repeat" "$(ls res/*/*.db | tr '\n' ' ')" "$want"
bad=0
for f in res/*/*.db; do
	l=${f#res/} l=${l%%/*} b=${f##*/} b=${b%%-*}
	got=$(q "$f" "SELECT group_concat(value, ' ') FROM (SELECT value FROM meta
		WHERE key IN ('label', 'benchmark', 'param_value', 'interrupted') ORDER BY key)")
	# benchmark interrupted label param_value
	[ "$got" = "$b 0 $l 1" ] || { bad=1; echo "# $f: $got"; }
done
check_eq "experiment: each run's label, benchmark and value in meta, not interrupted" "$bad" 0
"$PSTATE_ANALYZE" compare --baseline base res/*/*.db >cmp.out 2>cmp.err
check_eq "the folder compares: exit 0" "$?" 0
check "compare: a tbench row" grep -q "^  tbench " cmp.out
check "compare: a hackbench row" grep -q "^  hackbench " cmp.out
check "compare: 8 runs, 2 labels" grep -q "8 runs, 2 labels, baseline base" cmp.out

for f in res/*/*.db; do echo "$(stat -c '%i %.9Y' "$f") $(sha256sum <"$f")"; done >ids
"${ex[@]}" >e2.out 2>e2.err
check_eq "again: exit 0" "$?" 0
check_eq "again: every run kept" "$(grep -c 'finished already: kept$' e2.err)" 8
check_eq "again: databases untouched" \
	"$(for f in res/*/*.db; do echo "$(stat -c '%i %.9Y' "$f") $(sha256sum <"$f")"; done)" "$(cat ids)"

"${ex[@]}" -r 3 -n >e3.out 2>e3.err
check_eq "dry run: exit 0" "$?" 0
check "dry run: the total of both sweeps" \
	grep -q "^experiment: total: 2 benchmark(s), 4 run(s) to make, about " e3.err
check_eq "dry run: nothing made" "$(ls res/*/*.db | wc -l)" 8

"$TOP/scripts/experiment" -o res --benchmarks kernbench -n >/dev/null 2>e4.err
check_eq "kernbench without --kernel-tree: usage error" "$?" 2
t_done
