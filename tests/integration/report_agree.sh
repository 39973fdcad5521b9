#!/bin/bash
# report_agree: the text report and the JSON report of the same run say the
# same numbers: the events per table, the lost events (a run with
# lost_events rows, one of unknown size, and ring buffer overruns), every
# distribution row of the text against the JSON's dist, requested and
# delivered performance, and every item of every finding's evidence against
# the JSON's evidence value, to the text's precision.  Runs: synthetic
# scenarios of each path (tests/synth), one of them with losses added.
# quick
. "$(dirname "$0")/../lib.sh"
command -v python3 >/dev/null || skip_all "python3 is not installed (tests/synth)"
command -v sqlite3 >/dev/null || skip_all "sqlite3 is not installed"
cd "$TMP" || exit 1

runs=()
for s in tbench-kthread governor-delay remote-wakeup pcc-write; do
	synth_copy "$s" --scenario "$s" --seed 1 ||
		{ fail "synth.py $s failed"; continue; }
	mapfile -t args < <(python3 -c 'import json, sys; print("\n".join(json.load(open(sys.argv[1]))["import_args"]))' "$s/truth.json")
	"$PSTATE_TRACE" import -q -o "$s.db" "${args[@]}" "$s/trace.txt" ||
		{ fail "import of $s failed"; continue; }
	runs+=("$s")
done
if [ -f tbench-kthread.db ]; then
	cp tbench-kthread.db lost.db
	sqlite3 lost.db "INSERT INTO lost_events VALUES (0, 1000, 20), (1, 2000, NULL);
		INSERT INTO buffer_stats (cpu, entries, overrun, commit_overrun, dropped_events, read_events)
		VALUES (0, 100, 5, 0, 2, 100)" || fail "cannot add losses to lost.db"
	cp -r tbench-kthread lost
	runs+=(lost)
fi
for s in "${runs[@]}"; do
	re=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["workload_comm_regex"])' "$s/truth.json")
	"$PSTATE_ANALYZE" report --comm "$re" "$s.db" >"$s.txt" &&
		"$PSTATE_ANALYZE" report --comm "$re" --format json "$s.db" >"$s.json" ||
		fail "$s: report failed"
done

relay python3 - "${runs[@]}" <<'EOF'
import json, re, sys

def ok(cond, what):
    print(("ok - " if cond else "not ok - ") + what)

def num(s):
    return float(s.replace(",", ""))

def near(text, v, tol):
    return (text == "n/a") == (v is None) and (v is None or abs(num(text) - v) <= tol)

DISTS = {"delay (queue_work)": ("governor", "delay_us"), "delay (sugov waking)": ("governor", "delay_us"),
         "update interval": ("governor", "interval_us"), "wakeup latency": ("latency", "wakeup_us"),
         "to update, local": ("latency", "local_update_delay_us"),
         "to update, remote": ("latency", "remote_update_delay_us")}
BANDS = {"< 0.25": "lt_25", "0.25-0.50": "25_50", "0.50-0.75": "50_75", ">= 0.75": "ge_75",
         "no request yet": "none", "no window": "none"}

for run in sys.argv[1:]:
    text = open(run + ".txt").read()
    lines = text.split("\n")
    js = json.load(open(run + ".json"))
    # flat "label value" lines, continuation lines joined
    kv, last = {}, None
    for l in lines:
        m = re.match(r"^  (\S.{0,10}?)\s{2,}(\S.*)$", l)
        if m and not l.startswith("              "):
            last = m.group(1)
            kv[last] = m.group(2)
        elif last and l.startswith("              "):
            kv[last] += " " + l.strip()
        else:
            last = None

    ev = js["run"]["events"]
    m = re.match(r"([\d,]+): (.*)", kv.get("events", ""))
    said = dict((k, num(v)) for k, v in (p.rsplit(" ", 1) for p in m.group(2).split(", "))) if m else {}
    ok(m and num(m.group(1)) == sum(ev.values()) and said == {k: v for k, v in ev.items() if v},
       "%s: events, total and per table, as the JSON's" % run)

    lost = js["run"]["lost_events"]
    m = re.match(r"(at least )?([\d,]+) events", kv.get("lost", ""))
    ok((lost == 0 and kv.get("lost") == "none") or (m and num(m.group(2)) == lost),
       "%s: lost %s, as the JSON's lost_events %d" % (run, kv.get("lost", "?")[:40], lost))

    p = js["perf"]
    m = re.match(r"requested (\S+)  delivered (\S+)  delivered/requested (\S+)", kv.get("overall", ""))
    if p["windows"]:
        ok(m and all(near(m.group(i + 1), p[k], 0.0005) for i, k in
                     enumerate(("requested_ratio", "delivered_ratio", "delivered_over_requested"))),
           "%s: requested and delivered as the JSON's" % run)

    # the distribution tables: "us" or a band table's header, then rows
    rows, table = 0, None
    bad = []
    for l in lines:
        h = re.match(r"^  (us|requested|delivered) +n +p50 +p90 +p99 +max$", l)
        if h:
            table = h.group(1)
            continue
        r = re.match(r"^  (.+?) +(\d+) +([\d.]+) +([\d.]+) +([\d.]+) +([\d.]+)$", l) if table else None
        if not r:
            table = None
            continue
        label = r.group(1)
        if table == "us":
            sec, key = DISTS.get(label, (None, None))
            d = js[sec][key] if sec else None
        else:
            d = js["latency"]["by_%s_band" % table].get(BANDS.get(label, "?"))
        rows += 1
        if not d or int(r.group(2)) != d["count"] or not all(
                abs(float(r.group(i + 3)) - d[k]) <= 0.05 + 1e-9 for i, k in enumerate(("p50", "p90", "p99", "max"))):
            bad.append(label)
    want = sum(1 for k in ("delay_us", "interval_us") if js["governor"][k]) + \
        sum(1 for k in ("wakeup_us", "local_update_delay_us", "remote_update_delay_us") if js["latency"][k]) + \
        sum(len(js["latency"][b]) for b in ("by_requested_band", "by_delivered_band"))
    ok(not bad and rows == want, "%s: %d distribution rows, each the JSON's dist (%d in the JSON)%s" %
       (run, rows, want, ": differ: %s" % bad if bad else ""))

    # the findings' evidence: one item per key, in order, each the JSON's value
    items = {}
    cur = None
    for l in lines:
        m = re.match(r"^  \d+\. .* \[([a-z-]+)\]$", l)
        if m:
            cur = m.group(1)
            continue
        if cur and l.startswith("     evidence: "):
            items[cur] = l[len("     evidence: "):]
        elif cur and cur in items and l.startswith("     ") and not l.startswith("     why: "):
            items[cur] += " " + l.strip()
        elif l.startswith("     why: "):
            cur = None
    for f in js["findings"]:
        vals = list(f["evidence"].values())
        parts = items.get(f["id"], "").split("; ")
        bad = []
        for v, part in zip(vals, parts):
            m = re.search(r"(n/a|-?[\d,]+(?:\.\d+)?)(%| us|/s)?$", part)
            if not m:
                bad.append(part)
                continue
            t, unit = m.group(1), m.group(2)
            if unit == "%":
                good = near(t, None if v is None else 100 * v, max(0.05, 0.05 * abs(100 * (v or 0))))
            elif unit:
                good = near(t, v, 0.05 + 1e-9)
            else:
                good = near(t, v, 0.0005 if v is not None and v != int(v) else 0)
            if not good:
                bad.append("%s (JSON %s)" % (part, v))
        ok(len(parts) == len(vals) and not bad, "%s: %s: %d evidence items, each the JSON's value%s" %
           (run, f["id"], len(vals), ": differ: %s" % bad[:2] if bad else ""))
EOF
t_done
