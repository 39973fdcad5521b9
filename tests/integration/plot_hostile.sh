#!/bin/bash
# plot_hostile: what a database holds never becomes a gnuplot command, and
# plot -o never writes through a name another user planted.
# Every string that reaches a figure's script or data file - the label, the
# benchmark, the parameter's name and value, the database's file name, the
# energy counter's name, the result's metric and unit, DRIVER/GOVERNOR
# drivers, the driver and governor and command of a run without a label -
# is fed with a newline before a shell escape (!cmd) or a system() call,
# backquotes, single and double quotes breaking out of a string, a
# semicolon, $(...), a backslash before a newline and at the end, runs of
# quotes, and ESC, BEL, OSC 52, C1, DEL, U+FFFE, "]]>" and a byte that is
# not UTF-8; comms too (plot draws none).  Each payload tries to create a
# marker file of its own.  The databases are a synthetic trace (tests/synth)
# imported with pstate-trace import (one with --label carrying a payload),
# then edited with sqlite3.  For plot DB and plot --compare: no marker
# exists, plot exits 0 with nothing on stderr (gnuplot silent), every figure
# is there as PNG and well-formed SVG (xml.etree), gnuplot renders the
# scripts again in the output directory, and the SVG shows the strings as
# text with the bytes escaped as \xNN (an oracle in Python).  Parameter
# values gnuplot cannot take as numbers (nan, inf, empty, 1e999, words)
# are drawn by their index; 012 is drawn at 12 (gnuplot would read it as
# octal) and values too close for six digits keep a range that holds them;
# two benchmarks of one file name ("dup a", "dup/a") get a figure each.
# As root: a folder another user owns and writes in, with a symbolic link
# planted under a figure's name, a directory under another's and another
# user's file under a third: the link's target is untouched, nothing of
# the three is replaced, the message and the summary say so (exit 1), the
# other figures are written, and a second run into a folder of one's own
# replaces one's own files.
# quick
# long
. "$(dirname "$0")/../lib.sh"
for t in python3 sqlite3 gnuplot; do
	command -v $t >/dev/null || skip_all "$t is not installed (make deps)"
done
export M=$TMP/mark/
mkdir -p "$M"

"$TOP/tests/synth/synth.py" --scenario tbench-kthread --seed 1 --events 4000 -o "$TMP/s" \
	>"$TMP/synth.log" 2>&1 || fail "synth.py: $(tail -1 "$TMP/synth.log")"
truth() {
	python3 -c "import json, sys; v = json.load(open(sys.argv[1]))[sys.argv[2]]
print('\n'.join(v) if isinstance(v, list) else v)" "$TMP/s/truth.json" "$1"
}
mapfile -t args < <(truth import_args)
RE=$(truth workload_comm_regex)
"$PSTATE_TRACE" import -q -o "$TMP/base.db" "${args[@]}" "$TMP/s/trace.txt"
check_eq "import the synthetic trace: exit 0" "$?" 0
# the issue's own case: a label with a newline and a shell escape, through import
mkdir -p "$TMP/run"
"$PSTATE_TRACE" import -q -o "$TMP/run/import-label.db" "${args[@]}" \
	--label $'x\n!touch ${M}MK-import-1 #' "$TMP/s/trace.txt"
check_eq "import --label with a newline and !cmd: exit 0" "$?" 0

# ---- the databases -----------------------------------------------------------
cat >"$TMP/hostile.py" <<'EOF'
"""The payloads, the escaping plot promises (an oracle) and the databases."""
import json, os, shutil, sqlite3, sys

CONTROLS = b"x\x1b]52;c;eA==\x07\x1b[31m\x01\x7f\xc2\x9b]]>\xef\xbf\xbe\xff\x08\r"


def payloads(tag):
    """(name, bytes) of every payload for the field @tag; those that run
    something create ${M}MK-TAG-N"""
    m = "${M}MK-%s-" % tag
    return [(n, s if isinstance(s, bytes) else s.encode()) for n, s in (
        ("nl-shell", "x\n!touch %s1 #" % m),
        ("nl-system", "x\nsystem(\"touch %s2\")\n#" % m),
        ("backquote", "x`touch %s3`" % m),
        ("squote", "x' . system(\"touch %s4\") . '" % m),
        ("dquote", "x\" . system(\"touch %s5\") . \"" % m),
        ("semicolon", "x'; system \"touch %s6\"; print '" % m),
        ("dollar", "x$(touch %s7) @M" % m),
        ("backslash-nl", "x\\\n!touch %s8 #" % m),
        ("quotes", "'x'''y''''z\"\"'"),
        ("backslash", "x\\"),
        ("controls", CONTROLS),
    )]


def drivers():
    """drivers of DRIVER/GOVERNOR labels: no space, no TAB, no slash"""
    m = "${IFS}${M}MK-drv-"
    return [s.encode() for s in (
        "d\n!touch%s1#" % m,
        "d`touch%s2`" % m,
        "d'.system(\"touch%s3\").'" % m,
    )] + [b"d\x1b[31m\x07\x01]]>\xff"]


def esc(b):
    """@b as plot draws it: control characters, DEL, C1 controls, U+FFFE,
    U+FFFF, the > of ]]> and bytes that are not UTF-8 as \\xNN"""
    out, i = [], 0
    while i < len(b):
        c = b[i]
        if c < 0x80:
            bad = c < 0x20 or c == 0x7f or (c == 0x3e and b[max(i - 2, 0):i] == b"]]")
            out.append("\\x%02x" % c if bad else chr(c))
            i += 1
            continue
        ch = None
        for n in (2, 3, 4):
            try:
                ch = b[i:i + n].decode("utf-8")
                break
            except UnicodeDecodeError:
                pass
        if ch is None or len(ch) != 1:
            out.append("\\x%02x" % c)
            i += 1
        elif 0x80 <= ord(ch) <= 0x9f or ord(ch) in (0xfffe, 0xffff):
            out.append("".join("\\x%02x" % x for x in b[i:i + n]))
            i += n
        else:
            out.append(ch)
            i += n
    return "".join(out)


n_copy = 0


def copy(src, dst, meta={}, drop=(), counter=None, comm=None, result=None):
    """@src copied to @dst (bytes), its meta set (values bytes or str), a
    package energy counter named @counter, other tasks' comm @comm, the
    workload result (metric, value, unit)"""
    global n_copy
    n_copy += 1
    shutil.copyfile(src, dst)
    db = sqlite3.connect(dst)
    meta = dict(meta)
    meta["source_file"] = "copy-%d" % n_copy  # another run, for compare
    for k in drop:
        db.execute("DELETE FROM meta WHERE key = ?", (k,))
    for k, v in meta.items():
        db.execute("INSERT OR REPLACE INTO meta VALUES (?, CAST(? AS TEXT))", (k, v))
    if counter is not None:
        db.execute("DELETE FROM meta WHERE key = 'counters'")
        db.execute("INSERT INTO counter VALUES (CAST(? AS TEXT), 'Joules', 1e-6, 'package', "
                   "'powercap')", (counter,))
        t0, t1 = [int(db.execute("SELECT value FROM meta WHERE key = ?", (k,)).fetchone()[0])
                  for k in ("t_start_ns", "t_end_ns")]
        for i in range(11):
            db.execute("INSERT INTO counter_sample VALUES (?, 0, CAST(? AS TEXT), ?)",
                       (t0 + i * (t1 - t0) // 10, counter, i * (20 + n_copy % 3) *
                        (t1 - t0) // 10 // 1000))
    if comm is not None:
        # the events' comms are the task table's (schema version 2)
        db.execute("UPDATE task SET comm = CAST(? AS TEXT) WHERE comm NOT LIKE 'tbench%'",
                   (comm,))
    if result is not None:
        db.execute("DELETE FROM workload_result")
        db.execute("INSERT INTO workload_result VALUES (CAST(? AS TEXT), ?, CAST(? AS TEXT), "
                   "'higher', 1)", result)
    db.commit()
    db.close()


def build(tmp):
    base = os.path.join(tmp, "base.db")
    expect = {"run": [], "cmp": []}
    # run mode: every field of one run the same payload; the file name too
    for k, (name, p) in enumerate(payloads("run")):
        f = {t: dict(payloads(t))[name] for t in
             ("label", "bench", "pname", "pval", "file", "counter", "comm", "rdrv", "rgov",
              "cmd")}
        path = os.path.join(tmp.encode(), b"run", f["file"] + b".db")
        copy(base, path, {"label": f["label"], "benchmark": f["bench"],
                          "param_name": f["pname"], "param_value": f["pval"]},
             counter=b"powercap/" + f["counter"], comm=f["comm"])
        # the title is cut at 240 bytes: the first strings are drawn
        expect["run"].append((name, path.decode("utf-8", "surrogateescape"),
                              [esc(f[t]) for t in ("label", "bench")]))
        path = os.path.join(tmp.encode(), b"run", b"nolabel-%d.db" % k)
        copy(base, path, {"driver": f["rdrv"], "governor": f["rgov"],
                          "workload_cmd": f["cmd"] + b" -x", "param_value": f["pval"]},
             drop=("label", "benchmark", "param_name"))
        expect["run"].append((name + " (no label)", path.decode(), [esc(f["rdrv"])]))
    # compare: the baseline and a hostile label, the benchmark, parameter,
    # metric and unit hostile; two values (one hostile), energy for ppw
    for k, (name, p) in enumerate(payloads("cmp")):
        f = {t: dict(payloads(t))[name] for t in
             ("clabel", "cbench", "cpname", "cpval", "metric", "unit", "ccounter")}
        d = os.path.join(tmp, "cmp", str(k))
        os.makedirs(d)
        for li, label in enumerate((b"base", f["clabel"])):
            for vi, value in enumerate((f["cpval"], b"4")):
                copy(base, os.path.join(d, "r%d%d.db" % (li, vi)).encode(),
                     {"label": label, "benchmark": f["cbench"], "param_name": f["cpname"],
                      "param_value": value},
                     counter=b"powercap/" + f["ccounter"],
                     result=(f["metric"], 100 + 10 * li + vi, f["unit"]))
        expect["cmp"].append((name, d, [esc(f[t]) for t in ("clabel", "cbench", "metric")]))
    # DRIVER/GOVERNOR labels with hostile drivers
    d = os.path.join(tmp, "dg")
    os.makedirs(d)
    for di, drv in enumerate(drivers()):
        for gov in (b"ondemand", b"schedutil"):
            copy(base, os.path.join(d, "r%d-%s.db" % (di, gov.decode())).encode(),
                 {"label": drv + b"/" + gov, "benchmark": "tbench", "param_name": "clients",
                  "param_value": "4", "driver": drv, "governor": gov}, counter=b"powercap/x",
                 result=("throughput", 100 + di + len(gov), "MB/s"))
    expect["dg"] = [esc(x) for x in drivers()]
    # parameter values gnuplot cannot read as numbers, or reads otherwise
    d = os.path.join(tmp, "num")
    os.makedirs(d)
    sets = {"nan": ("nan", "1"), "inf": ("inf", "2"), "empty": ("", "2"),
            "huge": ("1e308", "1"), "over": ("1e999", "1"), "word": ("fast", "slow"),
            "octal": ("012", "10"), "close": ("1000001", "1000002"),
            # two benchmarks of one file name
            "dup a": ("1", "2"), "dup/a": ("3", "4")}
    for bi, (bench, values) in enumerate(sets.items()):
        for label in ("base", "new"):
            for vi, value in enumerate(values):
                copy(base, os.path.join(d, "%d-%s-%d.db" % (bi, label, vi)).encode(),
                     {"label": label, "benchmark": "num-" + bench, "param_name": "n",
                      "param_value": value},
                     result=("score", 100 + 10 * (label == "new") + vi, "pt"))
    json.dump(expect, open(os.path.join(tmp, "expect.json"), "w"))


if __name__ == "__main__":
    build(sys.argv[1])
EOF
python3 "$TMP/hostile.py" "$TMP" || fail "hostile.py could not build the databases"

# ---- the checks of one output directory -----------------------------------------
# check_out NAME DIR RC ERR OUT: plot's exit status 0, nothing on stderr, every
# figure of the summary as PNG and SVG, no private folder left
check_out() {
	local name=$1 dir=$2 rc=$3 err=$4 out=$5 f n missing=""
	check_eq "$name: plot exits 0" "$rc" 0
	if [ -s "$err" ]; then
		fail "$name: stderr: $(head -3 "$err" | tr '\n' ' ')"
	else
		pass "$name: nothing on stderr (gnuplot silent)"
	fi
	n=0
	while read -r f _; do
		case $f in "$dir"/*.png) ;; *) continue ;; esac
		n=$((n + 1))
		[ -s "$f" ] && [ -s "${f%.png}.svg" ] || missing="$missing ${f##*/}"
	done <"$out"
	check "$name: the $n figures of the summary are there as PNG and SVG$missing" \
		test "$n" -gt 0 -a -z "$missing"
	check "$name: no private folder left" sh -c "! ls -a '$dir' | grep -q '^\.pstate-plot-'"
}

mapfile -d '' runs < <(python3 -c '
import json, sys
for name, path, _ in json.load(open(sys.argv[1]))["run"]:
    sys.stdout.buffer.write(path.encode("utf-8", "surrogateescape") + b"\0")' "$TMP/expect.json")
k=0
for db in "${runs[@]}"; do
	k=$((k + 1))
	"$PSTATE_ANALYZE" plot "$db" --comm "$RE" -o "$TMP/out/run$k" >"$TMP/run$k.out" \
		2>"$TMP/run$k.err"
	check_out "run $k ($(printf '%q' "${db##*/}" | cut -c1-40))" "$TMP/out/run$k" "$?" \
		"$TMP/run$k.err" "$TMP/run$k.out"
done
"$PSTATE_ANALYZE" plot "$TMP/run/import-label.db" --comm "$RE" -o "$TMP/out/import" \
	>"$TMP/import.out" 2>"$TMP/import.err"
check_out "the label of import --label" "$TMP/out/import" "$?" "$TMP/import.err" "$TMP/import.out"

for d in "$TMP"/cmp/*; do
	k=${d##*/}
	"$PSTATE_ANALYZE" plot --compare "$d"/*.db -o "$TMP/out/cmp$k" >"$TMP/cmp$k.out" \
		2>"$TMP/cmp$k.err"
	check_out "plot --compare $k" "$TMP/out/cmp$k" "$?" "$TMP/cmp$k.err" "$TMP/cmp$k.out"
done
"$PSTATE_ANALYZE" plot --compare "$TMP"/dg/*.db -o "$TMP/out/dg" >"$TMP/dg.out" 2>"$TMP/dg.err"
check_out "plot --compare, DRIVER/GOVERNOR labels" "$TMP/out/dg" "$?" "$TMP/dg.err" "$TMP/dg.out"
"$PSTATE_ANALYZE" plot --compare "$TMP"/num/*.db -o "$TMP/out/num" >"$TMP/num.out" 2>"$TMP/num.all"
rc=$?
# a parameter that is a number but not a finite one (nan, inf, 1e999) sorts
# nowhere: compare leaves such a run out and says so, on stderr, once a run
grep -v 'left out: parameter n=.* is a number that is not finite$' "$TMP/num.all" >"$TMP/num.err"
check_eq "plot --compare: the runs of parameter nan, inf, 1e999 left out, said" \
	"$(grep -o '/num/[0-9]*-[a-z]*-[0-9]*\.db: left out: parameter n=[^ ]*' "$TMP/num.all" |
	   sed 's,^/num/,,' | sort | tr '\n' ' ')" \
	"0-base-0.db: left out: parameter n=nan 0-new-0.db: left out: parameter n=nan 1-base-0.db: left out: parameter n=inf 1-new-0.db: left out: parameter n=inf 4-base-0.db: left out: parameter n=1e999 4-new-0.db: left out: parameter n=1e999 "
check_out "plot --compare, parameter values that are not plain numbers" "$TMP/out/num" "$rc" \
	"$TMP/num.err" "$TMP/num.out"

# the scripts again, as a user draws them, in each output directory
for d in "$TMP"/out/*; do
	gp_render "$d" "${d##*/}: rendered again in its directory"
done

markers=$(find "$TMP" -name 'MK-*' | sed "s|^$TMP/||" | sort | tr '\n' ' ')
check_eq "no payload ran a command (no marker file anywhere)" "$markers" ""

# ---- what the figures show -------------------------------------------------------
relay python3 - "$TMP" <<'EOF'
import glob, json, os, re, sys
import xml.etree.ElementTree as ET
tmp = sys.argv[1]
expect = json.load(open(os.path.join(tmp, "expect.json")))


def ok(cond, name):
    print(("ok - " if cond else "not ok - ") + name)


def svg_text(d):
    """every text of every SVG in @d; each must parse as XML"""
    texts, bad = [], []
    for f in sorted(glob.glob(os.path.join(d, "*.svg"))):
        try:
            root = ET.parse(f).getroot()
        except ET.ParseError as e:
            bad.append("%s: %s" % (os.path.basename(f), e))
            continue
        texts += ["".join(t.itertext()) for t in root.iter("{http://www.w3.org/2000/svg}text")]
    return texts, bad


def shown(texts, want):
    """@want (escaped) drawn: each of its space-free pieces in some text
    (titles are wrapped at spaces)"""
    return all(any(w in t for t in texts) for w in want.split(" ") if w)


runs = [("run%d" % (k + 1), name, want) for k, (name, _, want) in enumerate(expect["run"])]
cmps = [("cmp%d" % k, name, want) for k, (name, _, want) in enumerate(expect["cmp"])]
for d, name, want in runs + cmps:
    texts, bad = svg_text(os.path.join(tmp, "out", d))
    ok(not bad and texts, "%s (%s): every SVG is well-formed XML %s" % (d, name, bad))
    miss = [w for w in want if not shown(texts, w)]
    ok(not miss, "%s (%s): the strings drawn as text, escaped: missing %s" % (d, name, miss))
texts, bad = svg_text(os.path.join(tmp, "out", "dg"))
ok(not bad, "dg: every SVG is well-formed XML %s" % bad)
miss = [w for w in expect["dg"] if not shown(texts, w)]
ok(not miss, "dg: the drivers drawn under their bars, escaped: missing %s" % miss)
texts, bad = svg_text(os.path.join(tmp, "out", "import"))
ok(not bad and any("x\\x0a!touch" in t for t in texts),
   "import --label: the label's newline drawn as \\x0a")

# no data in a comment but in its inert form: a comment never ends with a
# backslash (gnuplot would join the next line to it), and no line of a
# script starts with data
for gp in glob.glob(os.path.join(tmp, "out", "*", "*.gp")):
    lines = open(gp, "rb").read().split(b"\n")
    bad = [l for l in lines if (l.startswith(b"#") and l.endswith(b"\\")) or
           l.startswith((b"!", b"system"))]
    ok(not bad, "%s: no comment ends with a backslash, no line starts with a payload %s" %
       (gp[len(tmp) + 5:], bad[:2]))
for dat in glob.glob(os.path.join(tmp, "out", "*", "*.dat")):
    lines = open(dat, "rb").read().split(b"\n")
    bad = [l for l in lines if l and not l.startswith(b"#") and not re.match(rb"[-0-9.NaEe+]", l)]
    ok(not bad, "%s: every line a comment or a row of numbers %s" % (dat[len(tmp) + 5:], bad[:2]))

# parameter values: drawn by index unless gnuplot reads them as the number they are
num = os.path.join(tmp, "out", "num")


def xs(bench):
    """the x of each row of compare-BENCH.dat with its parameter value (in
    double quotes; ? when it is not)"""
    out = set()
    path = os.path.join(num, "compare-num-%s.dat" % bench)
    for l in open(path) if os.path.exists(path) else []:
        if l[0] not in "#\n":
            f = l.split('"')
            out.add((f[0].strip(), f[1]) if len(f) > 2 else (l.split()[0], "?"))
    return out


for bench, vals in (("empty", ("", "2")), ("word", ("fast", "slow"))):
    got = xs(bench)
    ok(sorted(v for _, v in got) == sorted(vals) and sorted(x for x, _ in got) == ["0", "1"],
       "num-%s: values %s drawn by their index: %s" % (bench, vals, sorted(got)))
# the runs of a value that is not finite are left out (said above): the other
# value alone, at its value
for bench, val in (("nan", "1"), ("inf", "2"), ("over", "1")):
    ok(xs(bench) == {(val, val)}, "num-%s: only %s drawn, at its value: %s" %
       (bench, val, sorted(xs(bench))))
ok(xs("octal") == {("12", "012"), ("10", "10")}, "num-octal: 012 at x 12, not octal 10: %s" %
   sorted(xs("octal")))
ok(xs("huge") == {("1e+308", "1e308"), ("1", "1")},
   "num-huge: 1e308 at its value: %s" % sorted(xs("huge")))
gp = open(os.path.join(num, "compare-num-octal.gp")).read()
ok("set xtics ('10' 10, '012' 12)" in gp or "set xtics ('012' 12, '10' 10)" in gp,
   "num-octal: the tic '012' at 12")
ok(xs("dup_a") == {("1", "1"), ("2", "2")} and xs("dup_a-2") == {("3", "3"), ("4", "4")},
   "num-dup a, num-dup/a: one file name, two figures: compare-num-dup_a and -2")
m = re.search(r"^set xrange \[([^:]+):([^\]]+)\]", open(os.path.join(
    num, "compare-num-close.gp")).read(), re.M)
ok(m and float(m.group(1)) < 1000001 and float(m.group(2)) > 1000002,
   "num-close: the x range holds 1000001 and 1000002 (%s)" % (m and m.group(0)))
EOF

# ---- -o into a folder another user writes in ---------------------------------------
if [ "$(id -u)" -ne 0 ] || ! id nobody >/dev/null 2>&1; then
	skip "planted links: needs root and the user nobody"
	t_done
	exit
fi
S=$TMP/shared
mkdir -p "$S" "$TMP/victims"
echo "the victim's own text" >"$TMP/victims/v1"
echo "another victim" >"$TMP/victims/v2"
(cd "$TMP/victims" && sha256sum v1 v2) >"$TMP/victims.sum"
ln -s "$TMP/victims/v1" "$S/cpus.gp"
ln -s "$TMP/victims/v2" "$S/timeline.png"
mkdir "$S/latency.svg"
echo "nobody's notes" >"$S/heatmap.dat"
# power is not drawn (no counters): an earlier run's power.svg would be removed
ln -s "$TMP/victims/v2" "$S/power.svg"
chown -h nobody "$S" "$S"/*
chmod 0777 "$S"
cp "$TMP/base.db" "$TMP/safe.db"
"$PSTATE_ANALYZE" plot "$TMP/safe.db" --comm "$RE" -o "$S" >"$TMP/shared.out" 2>"$TMP/shared.err"
check_eq "planted links: plot exits 1 (files it may not replace)" "$?" 1
check "planted links: the victims are untouched" \
	sh -c "cd '$TMP/victims' && sha256sum -c --quiet '$TMP/victims.sum'"
check "planted links: the links, the directory and nobody's file are left as they were" \
	sh -c "test -L '$S/cpus.gp' -a -L '$S/timeline.png' -a -L '$S/power.svg' &&
	test -d '$S/latency.svg' && test \"\$(cat '$S/heatmap.dat')\" = \"nobody's notes\""
for w in "cpus.gp: a symbolic link: not replaced" "timeline.png: a symbolic link: not replaced" \
	"latency.svg: a directory: not replaced" \
	"heatmap.dat: a file of uid $(id -u nobody), not this user's: not replaced" \
	"power.svg: a symbolic link: left alone"; do
	check "planted links: the message says '$w'" grep -qF "$S/$w" "$TMP/shared.err"
done
check "planted links: the summary says cpus is not written, and why" \
	grep -qE '^  cpus +not written: cpus.gp is a symbolic link' "$TMP/shared.out"
check "planted links: delay is written, as PNG, SVG, .dat and .gp" \
	sh -c "for e in png svg dat gp; do
		test -f '$S/delay.'\$e -a ! -L '$S/delay.'\$e || exit 1
	done"
check "planted links: nothing of cpus written beside the link" \
	sh -c "! ls '$S'/cpus.* 2>/dev/null | grep -v 'cpus.gp$'"
check "planted links: no private folder left" sh -c "! ls -a '$S' | grep -q '^\.pstate-plot-'"
victims=$(ls -A "$TMP/victims" | tr '\n' ' ')
check_eq "planted links: nothing written beside the victims" "$victims" "v1 v2 "

# one's own folder: a second run replaces one's own files
mkdir -p "$TMP/own"
"$PSTATE_ANALYZE" plot "$TMP/safe.db" --comm "$RE" -o "$TMP/own" >/dev/null 2>&1
cp "$TMP/own/timeline.gp" "$TMP/timeline.first"
"$PSTATE_ANALYZE" plot "$TMP/safe.db" --comm "$RE" --from 0.001 -o "$TMP/own" >/dev/null \
	2>"$TMP/own.err"
check_eq "own folder, again: plot exits 0" "$?" 0
check "own folder, again: nothing on stderr" test ! -s "$TMP/own.err"
check "own folder, again: this run's timeline.gp replaced the first's" \
	sh -c "! cmp -s '$TMP/timeline.first' '$TMP/own/timeline.gp' &&
	grep -q 'set xrange \[0.001' '$TMP/own/timeline.gp'"
t_done
