#!/bin/bash
# compare_bad: runs whose result or parameter is no number never give a
# ratio.  A workload_result value that is text but not one number whole
# ('12abc', which SQLite reads as 12), a blob, an infinity; a parameter value
# that reads as nan or infinite: each run is left out with a warning and
# counted, and the ratios are those of the other runs (computed here from
# sqlite3).  Text that is one number whole ('1.25') is that number.
# quick
. "$(dirname "$0")/../lib.sh"
command -v python3 >/dev/null || skip_all "python3 is not installed"
command -v sqlite3 >/dev/null || skip_all "sqlite3 is not installed"
cd "$TMP" || exit 1
TRACE=$TOP/tests/fixtures/text/kernel_trace_pipe.txt

# run NAME LABEL PARAM TIME: NAME.db, a run of hackbench with that result
run() {
	cp "$TRACE" "$1.txt" # a file of its own: another run, not a copy
	printf 'Time: %s\n' "$4" >"$1.log"
	"$PSTATE_TRACE" import -q -o "$1.db" --label "$2" --benchmark hackbench \
		--param "groups=$3" --workload-log "$1.log" "$1.txt" || fail "import $1"
}
# value NAME SQL: workload_result's value of NAME.db set to SQL
value() {
	q "$1.db" "UPDATE workload_result SET value = $2 WHERE main = 1"
}
run b1 base 4 1.00
run b2 base 4 1.10
run n1 new 4 1.50
run n2 new 4 1.60
run t1 new 4 0.5
value t1 "'12abc'"
run t2 new 4 0.5
value t2 "x'00ff'"
run t3 new 4 0.5
value t3 "1e999"
run t4 new 4 0.5
value t4 "'0x10'"
run t5 new 4 0.5
value t5 "'nan'"
run p1 new nan 0.5
run p2 base inf 0.5
run p3 new -Infinity 0.5
run ok new 4 1.0
# a REAL column keeps no text that is a number: a table rebuilt without types
q ok.db "ALTER TABLE workload_result RENAME TO w;
CREATE TABLE workload_result (metric TEXT, value, unit TEXT, better TEXT, main INTEGER);
INSERT INTO workload_result SELECT * FROM w; DROP TABLE w"
value ok "'1.25'"
check_eq "the edited values are what they claim (typeof)" \
	"$(for d in t1 t2 t3 t4 t5 ok; do q $d.db "SELECT typeof(value) || ':' || quote(value) FROM workload_result WHERE main = 1"; done | tr '\n' ' ')" \
	"text:'12abc' blob:X'00FF' real:Inf text:'0x10' text:'nan' text:'1.25' "

"$PSTATE_ANALYZE" compare --format json --baseline base b1.db b2.db n1.db n2.db t1.db t2.db t3.db \
	t4.db t5.db p1.db p2.db p3.db ok.db >cmp.json 2>cmp.err
check_eq "compare: exit 0" "$?" 0
js() { python3 -c "import json, sys; r = json.load(open(sys.argv[1])); print($2)" "$1"; }
check_eq "8 runs left out, 5 compared" "$(js cmp.json "r['left_out'], r['runs']")" "8 5"
for d in t1 t2 t3 t4 t5 p1 p2 p3; do
	check "$d.db: left out with a warning" grep -q "^pstate-analyze: $d.db: left out: " cmp.err
done
check "'12abc' is said as what it is" \
	grep -q "^pstate-analyze: t1.db: left out: its result time is '12abc', not a number$" cmp.err
check "a blob is said as one" grep -q "^pstate-analyze: t2.db: left out: its result time is a blob of 2 bytes, not a number$" cmp.err
check "an infinity: no ratio can be taken" grep -q "^pstate-analyze: t3.db: left out: time is inf" cmp.err
check "a parameter nan is said" \
	grep -q "^pstate-analyze: p1.db: left out: parameter groups=nan is a number that is not finite$" cmp.err
check "nothing else on stderr" test "$(grep -vc ': left out: ' cmp.err)" = 0
# the ratio from the runs left: mean(new) / mean(base), by sqlite3
want=$(python3 -c "
import sqlite3
v = lambda d: sqlite3.connect(d + '.db').execute('SELECT value FROM workload_result WHERE main = 1').fetchone()[0]
b = [v('b1'), v('b2')]; n = [v('n1'), v('n2'), float(v('ok'))]
print('%.6g' % ((sum(n) / len(n)) / (sum(b) / len(b))))")
check_eq "the ratio is that of the runs left (1.25 read as 1.25)" "$(js cmp.json "r['benchmarks'][0]['ratio']['new']")" "$want"
check_eq "no parameter but 4" "$(js cmp.json "list(r['benchmarks'][0]['values'])")" "['4']"
"$PSTATE_ANALYZE" compare --baseline base b1.db b2.db n1.db t1.db p1.db >cmp.txt 2>/dev/null
check "the text's RUNS counts the runs left out" \
	grep -q "^  databases   3 compared (0 light, 3 traced), 2 left out (see the warnings)" cmp.txt
check "no nan or inf in the text" sh -c "! grep -Eiw 'nan|inf' cmp.txt"
# every label can be named in --labels: "a,b" as a\,b, a backslash as \\
run l1 'a,b' 4 1.00
run l2 'c\d' 4 2.00
run l3 e 4 4.00
"$PSTATE_ANALYZE" compare --format json --labels 'c\\d,a\,b' l1.db l2.db l3.db >lab.json 2>lab.err
check_eq "--labels 'c\\\\d,a\\,b': exit 0" "$?" 0
check_eq "--labels: those two labels, in that order" "$(js lab.json "r['labels']")" "['c\\\\d', 'a,b']"
check_eq "--labels: the ratio of a,b over c\\d" "$(js lab.json "r['benchmarks'][0]['ratio']['a,b']")" 0.5
# a label of bytes outside UTF-8: the JSON is still UTF-8 (a strict decoder reads it)
run u1 $'x\xff\xc3y' 4 1.00
run u2 base 4 1.00
"$PSTATE_ANALYZE" compare --format json --baseline base u1.db u2.db >utf.json 2>/dev/null
check "a label outside UTF-8: the JSON is UTF-8 and JSON" python3 -c "
import json, sys
r = json.loads(open(sys.argv[1], 'rb').read().decode('utf-8', 'strict'))
sys.exit(0 if 'x\ufffd\ufffdy' in r['labels'] else 1)" utf.json
t_done
