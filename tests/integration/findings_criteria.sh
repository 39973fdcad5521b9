#!/bin/bash
# findings_criteria: a finding's criteria are stated once, in its table in
# analyzer/findings/ (dumped by the unit test binary: test_findings
# --criteria); whatever else states them agrees with that table, so that
# none can drift:
#   - truth.py's CRITERIA (the reference implementation keeps its own
#     computation; its thresholds and operators are the analyzer's);
#   - the FINDINGS entry of each finding in pstate-analyze(1) and its row
#     in tests/synth/README.md cite every one of its criteria as
#     "metric op threshold", and no criterion the finding does not have.
# quick
. "$(dirname "$0")/../lib.sh"
command -v python3 >/dev/null || skip_all "python3 is not installed"
bin=""
for b in "$PT_BIN/tests/test_findings" "$PT_BIN/build/tests/test_findings"; do
	[ -x "$b" ] && bin=$b && break
done
[ -n "$bin" ] || { fail "no test_findings binary under $PT_BIN (make all builds it)"; t_done; exit; }
"$bin" --criteria >"$TMP/criteria.json" || fail "test_findings --criteria failed"

relay python3 - "$TMP/criteria.json" "$TOP/tests/synth" "$TOP/man/pstate-analyze.1" \
	"$TOP/tests/synth/README.md" <<'EOF'
import json, re, sys
crit = json.load(open(sys.argv[1]))
sys.path.insert(0, sys.argv[2])
import truth

def ok(cond, what):
    print(("ok - " if cond else "not ok - ") + what)

def text(c):
    return "%s %s %s" % (c["metric"], c["op"], "%g" % c["value"])

CITE = re.compile(r"([a-z][a-z0-9_]*) (<=|>=|<|>) ([0-9]+(?:\.[0-9]+)?)")

# truth.py: the same findings, metrics, operators and thresholds
ok(list(crit) == list(truth.CRITERIA) == list(truth.FINDING_IDS),
   "truth.py: the same findings in the same order (%d)" % len(crit))
for fid, cs in crit.items():
    mine = {c["metric"]: (c["op"], c["value"]) for c in cs}
    theirs = truth.CRITERIA.get(fid, {})
    diff = sorted(set(mine.items()) ^ set(theirs.items()))
    ok(not diff, "truth.py: %s: %d criteria as the analyzer's%s" %
       (fid, len(mine), "" if not diff else ": differ in %s" % diff))

# pstate-analyze(1): the FINDINGS entries
man = open(sys.argv[3]).read()
sec = man[man.index(".SH FINDINGS\n"):]
sec = sec[:sec.index("\n.SH ", 1)]
entries = {}
for part in sec.split("\n.TP\n")[1:]:
    head, _, body = part.partition("\n")
    if head.startswith(".B "):
        body = re.sub(r"\\-", "-", body)
        # the words of a line of markup (.B x, .BR x y) count too
        entries[head[3:].strip()] = " ".join(
            re.sub(r"^\.(B|I|BR|RB|IR|RI)\s+", "", l) for l in body.split("\n"))
ok(sorted(entries) == sorted(crit), "man: a FINDINGS entry for each finding")
readme = open(sys.argv[4]).read()
rows = {}
for line in readme.split("\n"):
    m = re.match(r"\| ([a-z-]+) \|", line)
    if m and m.group(1) in crit:
        rows[m.group(1)] = line
ok(sorted(rows) == sorted(crit), "tests/synth/README.md: a criteria row for each finding")
for fid, cs in crit.items():
    want = {text(c) for c in cs}
    for name, doc, cited in (("man", entries.get(fid, ""), CITE.findall(entries.get(fid, ""))),
                             ("tests/synth/README.md", rows.get(fid, ""),
                              re.findall(r"`" + CITE.pattern + "`", rows.get(fid, "")))):
        missing = sorted(w for w in want if w not in doc)
        extra = sorted({"%s %s %s" % c for c in cited} - want)
        ok(not missing and not extra, "%s: %s cites its %d criteria%s%s" %
           (name, fid, len(want), "; missing: %s" % missing if missing else "",
            "; not a criterion: %s" % extra if extra else ""))
EOF
t_done
