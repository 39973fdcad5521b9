#!/bin/bash
# report_result: the report's RUN section and its JSON say the benchmark's
# own result, the workload_result row compare takes (main = 1, else
# elapsed), with the other rows its output gave: an import with a tbench
# log (throughput, and max_latency beside it), one with a hackbench log, a
# run whose only row is elapsed (the command's wall time), a value that is
# no number, and an import without a log, whose report says it has none.
# Text, markdown and JSON say the same, in 80 columns.
# quick
. "$(dirname "$0")/../lib.sh"
command -v sqlite3 >/dev/null || skip_all "sqlite3 is not installed"
command -v python3 >/dev/null || skip_all "python3 is not installed"
cd "$TMP" || exit 1
TRACE=$TOP/tests/fixtures/text/kernel_trace_pipe.txt

printf 'Throughput 1234.56 MB/sec  2 clients  2 procs  max_latency=3.25 ms\n' >tb.log
printf 'Running in process mode with 4 groups\nTime: 0.523\n' >hb.log
"$PSTATE_TRACE" import -q -o tb.db --label x --benchmark tbench --workload-log tb.log "$TRACE" ||
	fail "import tb"
"$PSTATE_TRACE" import -q -o hb.db --benchmark hackbench --workload-log hb.log "$TRACE" ||
	fail "import hb"
"$PSTATE_TRACE" import -q -o none.db "$TRACE" || fail "import none"
# the recorder's row when the output gave no figure: elapsed alone
cp none.db el.db
q el.db "INSERT INTO workload_result VALUES ('elapsed', 61.5, 's', 'lower', 0)"
# a rebuilt table whose value is text that is no number
cp none.db bad.db
q bad.db "ALTER TABLE workload_result RENAME TO w;
CREATE TABLE workload_result (metric TEXT, value, unit TEXT, better TEXT, main INTEGER);
DROP TABLE w; INSERT INTO workload_result VALUES ('throughput', '12abc', 'MB/sec', 'higher', 1)"

for db in tb hb none el bad; do
	for fmt in text markdown json; do
		"$PSTATE_ANALYZE" report $db.db --format $fmt >$db.$fmt 2>$db.$fmt.err ||
			fail "$db: report --format $fmt failed: $(head -1 $db.$fmt.err)"
	done
	check_eq "$db: text and markdown fit 80 columns" \
		"$(cat $db.text $db.markdown | awk 'length($0) > 80' | wc -l)" 0
done

# result_line DB FMT: the result line (and its continuation) of the RUN section
result_line() {
	case $2 in
	text) awk '/^  result /{p=1; sub(/^  result +/, ""); printf "%s", $0; next}
		p && /^              /{sub(/^ +/, " "); printf "%s", $0; next} p{exit}' $1.text ;;
	markdown) awk '/^- result: /{p=1; sub(/^- result: /, ""); printf "%s", $0; next}
		p && /^    /{sub(/^ +/, " "); printf "%s", $0; next} p{exit}' $1.markdown ;;
	esac
}
also_line() {
	case $2 in
	text) sed -n 's/^  also  *//p' $1.text ;;
	markdown) sed -n 's/^- also: //p' $1.markdown ;;
	esac
}
for fmt in text markdown; do
	check_eq "tbench: $fmt says the throughput, its unit and which way is better" \
		"$(result_line tb $fmt)" "throughput 1234.56 MB/sec, higher is better"
	check_eq "tbench: $fmt says the other row" "$(also_line tb $fmt)" "max_latency 3.25 ms"
	check_eq "hackbench: $fmt says the time" "$(result_line hb $fmt)" "time 0.523 s, lower is better"
	check_eq "hackbench: $fmt has no other row" "$(also_line hb $fmt)" ""
	check_eq "elapsed only: $fmt says it is the command's wall time" "$(result_line el $fmt)" \
		"elapsed 61.5 s, lower is better (the command's wall time: no figure of the benchmark's own in its output)"
	check_eq "no number: $fmt says so" "$(result_line bad $fmt)" \
		"throughput not a number, higher is better"
	check_eq "no result: $fmt says there is none" "$(result_line none $fmt)" \
		"none: workload_result is empty (import --workload-log parses a benchmark's output into it)"
done

relay python3 - <<'EOF'
import json
def load(n):
    return json.load(open(n + '.json'))['run']
def check(name, ok, got=None):
    print(('ok - ' if ok else 'not ok - ') + name + ('' if ok else ': got %r' % (got,)))
r = load('tb')
want = {'metric': 'throughput', 'value': 1234.56, 'unit': 'MB/sec', 'better': 'higher', 'main': True}
check('tbench: JSON run.result is the main row', r['result'] == want, r['result'])
check('tbench: JSON run.results has both rows, the main one first',
      [x['metric'] for x in r['results']] == ['throughput', 'max_latency']
      and r['results'][0] == want and r['results'][1]['value'] == 3.25
      and r['results'][1]['main'] is False, r['results'])
r = load('hb')
check('hackbench: JSON run.result', r['result'] == {'metric': 'time', 'value': 0.523, 'unit': 's',
      'better': 'lower', 'main': True}, r['result'])
r = load('el')
check('elapsed only: JSON run.result is elapsed, not main',
      r['result'] == {'metric': 'elapsed', 'value': 61.5, 'unit': 's', 'better': 'lower',
                      'main': False}, r['result'])
r = load('bad')
check('no number: JSON value null', r['result']['value'] is None and
      r['result']['metric'] == 'throughput', r['result'])
r = load('none')
check('no result: JSON run.result null, run.results empty',
      'result' in r and r['result'] is None and r['results'] == [], r)
EOF
t_done
