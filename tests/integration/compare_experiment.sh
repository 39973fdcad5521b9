#!/bin/bash
# compare_experiment: the bug report's experiment (tests/synth/experiment.py:
# six DRIVER/GOVERNOR labels x the six benchmarks x two values (gitsource:
# one) x three repeats, one traced and two light, energy) through pstate-analyze compare.
# Every run is true to its label (tests/synth/check_labels.py: its meta,
# cpu table and events are its driver's and governor's).
# The text: every table one table in 80 columns, its label columns grouped
# under acpi-cpufreq and amd-pstate with the governors' short names beneath,
# the baseline first; each cell within noise `~` alone, each other cell the
# ratio truth.json computes by brute force from the databases (light runs),
# the same for perf-per-watt, the per-parameter detail and the tracing
# overhead.  The markdown has the same cells, the JSON the same numbers and
# noise.  WHY: each regression beyond noise is explained, energy never a
# cause, each explanation with mechanisms says how much of the loss they
# account for, and where truth.py finds a finding in the label's traced runs
# that the baseline's do not have, it is the first mechanism.  Then the same
# experiment on 256 CPUs: 80 columns still.  And examples/sweep/README.md's
# block, run as written, gives examples/sweep/synth-compare.txt, whose lines
# the README's excerpt of it are, in order (so are those of the real sweep's
# compare.txt).
# long
. "$(dirname "$0")/../lib.sh"
command -v python3 >/dev/null || skip_all "python3 is not installed (make deps)"
# the experiment is made with the programs of the top (shared with the
# tests that ask for the same); these are the arguments of
# examples/sweep/README.md's block too
XARGS=(--benchmarks dbench,netperf,tbench,hackbench,kernbench,gitsource --values 2 --repeats 3
	--traced 1)
X=$(shared_dir experiment "$TOP/tests/synth/experiment.py" -o @ --bin "$TOP" "${XARGS[@]}")
check_eq "experiment.py: exit 0" "$?" 0
# every run is of its label's own driver and governor (meta, cpu table) and
# its traced runs' events are that configuration's (tests/synth/check_labels.py)
relay python3 "$TOP/tests/synth/check_labels.py" "$X"
comm=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["comm_regex"])' \
	"$X/truth.json")
contradicted=$(contradicted_runs "$X"/runs/*.db)
for f in text markdown json; do
	"$PSTATE_ANALYZE" compare --baseline acpi-cpufreq/ondemand --comm "$comm" --format $f \
		"$X"/runs/*.db >"$TMP/cmp.$f" 2>"$TMP/cmp.$f.err"
	check_eq "compare --format $f: exit 0" "$?" 0
	# every run is true to its label: compare says nothing of any (nor
	# would it of one whose own driver/governor is not its label's)
	check_eq "compare --format $f: on stderr only the runs whose own driver/governor is not their label's (sqlite3): none" \
		"$(cat "$TMP/cmp.$f.err")" "$contradicted"
done

relay python3 - "$X/truth.json" "$TMP/cmp.text" "$TMP/cmp.markdown" "$TMP/cmp.json" <<'EOF'
import json, re, sys
truth = json.load(open(sys.argv[1]))
text = open(sys.argv[2]).read()
md = open(sys.argv[3]).read()
doc = json.load(open(sys.argv[4]))
LABELS = truth['labels']
ORDER = ['acpi-cpufreq/ondemand', 'acpi-cpufreq/schedutil', 'acpi-cpufreq/performance',
         'amd-pstate/ondemand', 'amd-pstate/schedutil', 'amd-pstate/performance']
HEADS = ['ondemand', 'sugov', 'perfgov'] * 2

def ok(cond, name):
    print(('ok - ' if cond else 'not ok - ') + name)

def section(s, title):
    """The lines of a text section, up to the next one."""
    m = re.search(r'\n%s\n(.*?)(?=\n[A-Z][A-Z0-9 ()/-]*\n|\Z)' % re.escape(title), s, re.S)
    return m.group(1).split('\n') if m else []

def text_tables(lines):
    """The tables of a text section: (group row, heads, rows), a row split at
    the ' : ' of the groups, then at spaces."""
    out, i = [], 0
    while i < len(lines):
        if ' : ' in lines[i] and i + 1 < len(lines) and 'acpi-cpufreq' in lines[i]:
            groups, heads, rows = lines[i], lines[i + 1], []
            i += 2
            while i < len(lines) and ' : ' in lines[i]:
                rows.append(lines[i])
                i += 1
            out.append((groups, heads, rows))
        else:
            i += 1
    return out

def cells(row):
    parts = [p.split() for p in row.strip().split(' : ')]
    return parts[0][0], [c for p in parts[1:3] for c in p], parts[3:] and parts[3][0]

def md_tables(s, title):
    m = re.search(r'\n## %s\n(.*?)(?=\n## |\Z)' % re.escape(title), s, re.S)
    out, cur = [], None
    for line in (m.group(1).split('\n') if m else []):
        if line.startswith('|'):
            c = [x.strip() for x in line.strip('|').split('|')]
            if cur is None:
                cur = [c]
            elif not set(''.join(c)) <= set(':- '):
                cur.append(c)
        elif cur is not None:
            out.append(cur)
            cur = None
    if cur:
        out.append(cur)
    return out

def want_cell(ratio, noise):
    return '~' if noise else '%.2f' % ratio

width = max(len(l) for l in text.split('\n'))
ok(width <= 80, 'text: within 80 columns (widest %d)' % width)
width = max(len(l) for l in md.split('\n'))
ok(width <= 80, 'markdown: within 80 columns (widest %d)' % width)
ok('(continued)' not in text, 'text: no table is split')
ok(doc['labels'] == ORDER, 'json: the labels in the report\'s order, baseline first')
ok([g['driver'] for g in doc['groups']] == ['acpi-cpufreq', 'amd-pstate'] and
   [g['heads'] for g in doc['groups']] == [HEADS[:3], HEADS[3:]],
   'json: two driver groups, the governors\' short names')
jb = {b['name']: b for b in doc['benchmarks']}
benches = sorted(truth['benchmarks'])
REPORT_ORDER = ['dbench', 'netperf', 'tbench', 'hackbench', 'kernbench', 'gitsource']

for title, key, tkey in (('PERFORMANCE RATIOS', 'ratio', 'ratio'),
                         ('PERFORMANCE-PER-WATT RATIOS', 'ppw_ratio', 'ppw_ratio')):
    tabs = text_tables(section(text, title))
    ok(len(tabs) == 1, '%s: one table' % title)
    if not tabs:
        continue
    groups, heads, rows = tabs[0]
    ok(groups.split(':')[1].strip() == 'acpi-cpufreq' and groups.split(':')[2].strip() == 'amd-pstate',
       '%s: the group row names acpi-cpufreq, then amd-pstate' % title)
    h = cells(heads)
    ok(h[0] == 'benchmark' and h[1] == HEADS and heads.rstrip().endswith(': better if'),
       '%s: benchmark, the governors under each driver, better if' % title)
    ok(sorted(cells(r)[0] for r in rows) == benches, '%s: a row per benchmark' % title)
    # the bug report's order of rows, whatever the order the runs came in
    ok([cells(r)[0] for r in rows] == [b for b in REPORT_ORDER if b in benches],
       '%s: the rows in the bug report\'s order' % title)
    mdt = md_tables(md, title.capitalize().replace('Performance-per-watt', 'Performance-per-watt'))
    for r in rows:
        name, got, better = cells(r)
        t = truth['benchmarks'][name]['light']
        nkey = 'noise' if key == 'ratio' else 'ppw_noise'
        want = [want_cell(t[tkey][l], jb[name][nkey][l] and l != ORDER[0]) for l in ORDER]
        ok(got == want, '%s %s: %s (truth: %s)' % (title, name, ' '.join(got), ' '.join(want)))
        for l in ORDER[1:]:
            j = jb[name][key][l]
            ok(abs(j - t[tkey][l]) < 1e-5 * t[tkey][l],
               'json %s %s %s = truth %.6f' % (key, name, l, t[tkey][l]))
            ok(jb[name]['from_traced'][l] is False or key != 'ratio',
               'json %s %s: from the light runs' % (name, l))
        want_better = 'higher' if key == 'ppw_ratio' else truth['benchmarks'][name]['better']
        ok(better == want_better, '%s %s: better if %s' % (title, name, want_better))
        mrow = [c for t_ in mdt for c in t_ if c and c[0] == name]
        ok(mrow and mrow[0][1:7] == got and mrow[0][7] == want_better,
           'markdown %s %s: the same cells' % (title, name))

# the per-parameter detail, and the overhead
for name in benches:
    t = truth['benchmarks'][name]
    # a benchmark without a scaling parameter (gitsource): one row, '-'
    title = '%s BY %s' % (name.upper(), (t['param'] or 'param').upper())
    tabs = text_tables(section(text, title))
    ok(len(tabs) == 2, '%s: two tables (metric, perf-per-watt)' % title)
    if tabs:
        groups, heads, rows = tabs[0]
        ok(cells(heads)[1] == HEADS, '%s: the same layout' % title)
        for r in rows:
            v, got, _ = cells(r)
            v = '' if v == '-' and not t['param'] else v
            want = ['%.2f' % t['light']['by_param'][v][l] for l in ORDER[1:]]
            got_n = [g.lstrip('~') for g in got[2:]]
            ok(got_n == want, '%s %s: %s (truth %s)' % (title, v, ' '.join(got_n), ' '.join(want)))
            ok(got[0] == '%.4g' % t['light']['mean']['%s|%s' % (ORDER[0], v)] or
               abs(float(got[0]) - t['light']['mean']['%s|%s' % (ORDER[0], v)]) <
               1e-3 * t['light']['mean']['%s|%s' % (ORDER[0], v)],
               '%s %s: the baseline\'s mean %s' % (title, v, got[0]))
    for l in ORDER:
        j = jb[name]['overhead'][l]
        ok(abs(j - t['overhead'][l]) < 1e-5 * t['overhead'][l],
           'json overhead %s %s = truth %.6f' % (name, l, t['overhead'][l]))
tabs = text_tables(section(text, 'TRACING OVERHEAD'))
ok(len(tabs) == 1 and sorted(cells(r)[0] for r in tabs[0][2]) == benches,
   'TRACING OVERHEAD: one table, a line per benchmark')
for r in tabs[0][2] if tabs else []:
    name, got, _ = cells(r)
    # ? when there is no spread to judge it by (gitsource: one value, one traced run)
    want = ['%s%.2f%s' % ('~' if jb[name]['overhead_noise'][l] else '',
                          truth['benchmarks'][name]['overhead'][l],
                          '?' if jb[name]['overhead_noise_rule'][l] == 'unknown' else '')
            for l in ORDER]
    ok(got == want, 'TRACING OVERHEAD %s: %s (truth %s)' % (name, ' '.join(got), ' '.join(want)))

# WHY
expl = {(e['benchmark'], e['label']): e for e in doc['explanations']}
why = '\n'.join(section(text, 'WHY'))
for name in benches:
    t = truth['benchmarks'][name]
    for l in ORDER[1:]:
        noise = jb[name]['noise'][l]
        r = jb[name]['ratio'][l]
        worse = r > 1 if t['better'] == 'lower' else r < 1
        e = expl.get((name, l))
        ok((e is None) == noise, 'json explanations: %s %s %s' % (name, l, 'none (noise)' if noise else 'one'))
        if not e:
            continue
        ok(e['regression'] == worse, 'json %s %s: regression %s' % (name, l, worse))
        head = '%s on %s: %.2f' % (name, l, r)
        ok((head in why) == worse, 'text WHY: %s %s' % (head, 'explained' if worse else 'not a regression'))
        ok(all(m['id'] != 'energy' for m in e['mechanisms']),
           'WHY %s %s: energy is no cause (%s)' % (name, l, [m['id'] for m in e['mechanisms']]))
        if worse and e['mechanisms']:
            blk = why[why.index(head):]
            blk = blk[:blk.find('\n\n') if '\n\n' in blk else len(blk)]
            ok(e['accounted'] is not None and ' accounts for ' in ' '.join(blk.split()),
               'WHY %s %s: says how much of the loss its mechanisms account for (%s)' %
               (name, l, e['accounted']))
        new = sorted(set(t['findings'][l]) - set(t['findings'][ORDER[0]]))
        if worse and new:
            first = e['mechanisms'][0]['id'] if e['mechanisms'] else None
            ok(first in new and sorted(e['findings']['value']) == sorted(t['findings'][l]),
               'WHY %s %s: first mechanism %s, of the findings truth.py adds %s' % (name, l, first, new))
EOF

# the bug report's machine has 256 CPUs: the tables and WHY of the whole
# experiment still fit (the experiment plot_compare draws, shared)
X256=$(shared_dir experiment "$TOP/tests/synth/experiment.py" -o @ --bin "$TOP" --cpus 256 \
	--benchmarks dbench,netperf,tbench,hackbench,kernbench,gitsource)
check_eq "experiment.py --cpus 256: exit 0" "$?" 0
relay python3 "$TOP/tests/synth/check_labels.py" "$X256"
check_eq "256 CPUs: the traced runs have 256" \
	"$(q "$X256/runs/amd-pstate_schedutil-tbench-8-1.db" "SELECT value FROM meta WHERE key = 'nr_cpus'")" 256
for f in text markdown; do
	"$PSTATE_ANALYZE" compare --baseline acpi-cpufreq/ondemand --comm "$comm" --format $f \
		"$X256"/runs/*.db >"$TMP/c256.$f" 2>"$TMP/c256.err"
	check_eq "256 CPUs: compare --format $f: exit 0" "$?" 0
	wide=$(awk '{ if (length($0) > w) w = length($0) } END { print w + 0 }' "$TMP/c256.$f")
	check "256 CPUs: $f within 80 columns (widest $wide)" test "$wide" -le 80
done
# the first mechanism: one of the findings truth.py gives amd-pstate/schedutil's
# traced runs and not the baseline's (its slow path, its mailbox writes)
relay python3 - "$X256/truth.json" "$TMP/c256.text" <<'EOF'
import json, re, sys
t = json.load(open(sys.argv[1]))['benchmarks']['tbench']['findings']
new = sorted(set(t['amd-pstate/schedutil']) - set(t['acpi-cpufreq/ondemand']))
text = open(sys.argv[2]).read()
why = text[text.index('\nWHY\n'):text.index('\nTBENCH BY')]
m = re.search(r'\n  tbench on amd-pstate/schedutil: .*?\n  1  ([a-z-]+) ', why, re.S)
first = m.group(1) if m else None
print('%s - 256 CPUs: WHY explains tbench on amd-pstate/schedutil with %s first, '
      'one of the findings truth.py adds (%s)' %
      ('ok' if new and first in new else 'not ok', first, ', '.join(new) or 'none'))
EOF

# examples/sweep: the synthetic six-configuration example is what compare
# prints.  The block makes the experiment above (its experiment.py command
# has X's arguments: the experiment is deterministic), so it runs here with
# that command replaced by a copy of X; with the programs of the top only,
# not again under ASan.
[ "$PT_BIN" = "$TOP" ] || { t_done; exit; }
awk '/compare_experiment.sh runs this block/ { f = 1; next } f && /^```sh/ { on = 1; next } on && /^```/ { exit } on' \
	"$TOP/examples/sweep/README.md" | sed -e ':a' -e '/\\$/{N;s/[[:space:]]*\\\n[[:space:]]*/ /;ba}' >"$TMP/block.sh"
want="../../tests/synth/experiment.py -o synth --bin ../.. ${XARGS[*]} > /dev/null"
check_eq "examples/sweep/README.md's block makes the experiment of this test" \
	"$(grep -F 'experiment.py' "$TMP/block.sh")" "$want"
awk -v want="$want" -v x="$X" '$0 == want { printf "cp -r '\''%s'\'' synth\n", x; next } 1' \
	"$TMP/block.sh" >"$TMP/regen.sh"
W=$TMP/tree
mkdir -p "$W/examples/sweep"
ln -s "$PSTATE_TRACE" "$W/pstate-trace"
ln -s "$PSTATE_ANALYZE" "$W/pstate-analyze"
ln -s "$TOP/tests" "$W/tests"
if [ -s "$TMP/regen.sh" ] && (cd "$W" && bash -eu "$TMP/regen.sh") >"$TMP/regen.log" 2>&1; then
	pass "examples/sweep/README.md's block runs"
else
	fail "examples/sweep/README.md's block failed: $(tail -3 "$TMP/regen.log" | tr '\n' ' ')"
fi
check_eq "examples/sweep: the block cleans up after itself" "$(ls "$W/examples/sweep")" synth-compare.txt
if diff -u "$TOP/examples/sweep/synth-compare.txt" "$W/examples/sweep/synth-compare.txt" >"$TMP/ex.diff"; then
	pass "examples/sweep/synth-compare.txt: what compare prints now"
else
	fail "examples/sweep/synth-compare.txt: compare prints something else now (examples/sweep/README.md): $(grep '^[-+][^-+]' "$TMP/ex.diff" | head -4 | tr '\n' ' ')"
fi
relay python3 - "$TOP/README.md" "$TOP/examples/sweep" <<'EOF'
import os, sys
readme = open(sys.argv[1]).read()
sec = readme[readme.index('\n## Pictures and comparisons\n'):]
sec = sec[:sec.index('\n## ', 5)]
blocks = sec.split('\n```\n')[1::2]
for name, block in zip(('synth-compare.txt', 'compare.txt'), blocks):
    lines = [l for l in block.split('\n') if l.strip() not in ('', '...')]
    report = open(os.path.join(sys.argv[2], name)).read().split('\n')
    i, missing = 0, []
    for line in lines:
        while i < len(report) and report[i] != line:
            i += 1
        if i == len(report):
            missing.append(line)
            i = 0
        else:
            i += 1
    print('%s - README: its excerpt of examples/sweep/%s, %d lines in order%s' %
          ('not ok' if missing or len(lines) < 8 else 'ok', name, len(lines),
           ': not there: %r' % missing[:2] if missing else ''))
EOF
t_done
