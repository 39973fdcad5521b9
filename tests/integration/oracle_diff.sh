#!/bin/bash
# oracle_diff: scripts/oracle-diff, the event-level diff of a recording's
# sched_switch rows against perf's (record_oracle and bench-oracle use it),
# on cases whose answer is known.  The recording is an ftrace text trace
# imported with pstate-trace (two CPUs, 200 switches each, 30-70 us apart);
# perf's side is what `perf script -F cpu,time,trace --ns` prints, written
# here from the same events 800 ns earlier and served by a stand-in perf
# first in PATH.  The cases: the same events (EQUAL); perf's sample twice,
# the same line on one CPU (a duplicate of perf's own: set aside, listed,
# still EQUAL), also with another CPU's line between the two; the same
# switch twice 1 ns apart (not a duplicate: one only perf, DIFFERENT); an
# event missing from the recording (one only perf, where it sits); one
# missing from perf (one only ours).
# quick
. "$(dirname "$0")/../lib.sh"
command -v python3 >/dev/null || skip_all "python3 is not installed"
cd "$TMP" || exit 1

# events: "cpu ts_ns prev_comm prev_pid next_comm next_pid", in time order;
# each CPU switches among three tasks in a random succession, 30-70 us
# apart (whole microseconds: the text's resolution).  window: two edges in
# gaps of 10 us or more between any two events (ours, and perf's 800 ns
# earlier), with at least ten switches outside each; and how many lie in it.
python3 - >events 3>window <<'EOF'
import os, random
rnd = random.Random(7)
ev = []
for cpu in (0, 1):
    tasks = [('t%d%d' % (cpu, k), 100 + 10 * cpu + k) for k in range(3)]
    t, cur = 100000000000 + cpu * 7000, tasks[0]
    for i in range(200):
        nxt = rnd.choice([x for x in tasks if x != cur])
        ev.append((t, cpu, cur, nxt))
        cur, t = nxt, t + rnd.randrange(30, 70) * 1000
ev.sort()
for t, cpu, p, n in ev:
    print(cpu, t, p[0], p[1], n[0], n[1])
ts = [e[0] for e in ev]
lo = next((ts[i] + ts[i + 1]) // 2 for i in range(10, 100) if ts[i + 1] - ts[i] > 10000)
hi = next((ts[i] + ts[i - 1]) // 2 for i in range(len(ts) - 11, 300, -1)
          if ts[i] - ts[i - 1] > 10000)
with os.fdopen(3, 'w') as f:
    print(lo, hi, sum(1 for x in ts if lo <= x <= hi), file=f)
EOF
read -r LO HI N <window
# text TRACE EVENTS: the ftrace text of EVENTS
text() {
	{
		printf '# tracer: nop\n#\n'
		awk '{ printf "%16s-%-7d [%03d] d..2. %6d.%06d: sched_switch: prev_comm=%s prev_pid=%d prev_prio=120 prev_state=R ==> next_comm=%s next_pid=%d next_prio=120\n",
			$3, $4, $1, int($2 / 1e9), int(($2 % 1e9) / 1e3), $3, $4, $5, $6 }' "$2"
	} >"$1"
}
# perfout FILE EVENTS: perf script's lines of EVENTS, stamped 800 ns earlier
perfout() {
	awk '{ t = $2 - 800; printf "[%03d] %6d.%09d: prev_comm=%s prev_pid=%d prev_prio=120 prev_state=R ==> next_comm=%s next_pid=%d next_prio=120\n",
		$1, int(t / 1e9), t % 1e9, $3, $4, $5, $6 }' "$2" >"$1"
}
mkdir -p bin
cat >bin/perf <<'EOF'
#!/bin/sh
# perf script -i FILE ...: FILE is the text to print
[ "$1" = script ] && [ "$2" = -i ] && exec cat "$3"
exit 1
EOF
chmod +x bin/perf
# diff_of DB PERFTEXT: oracle-diff's output and exit status, in the window
diff_of() {
	PATH=$TMP/bin:$PATH "$TOP/scripts/oracle-diff" --window "$LO" "$HI" \
		"$1" "$2" >out 2>err
	echo "$?" >rc
}

text all.txt events
"$PSTATE_TRACE" import -q -o all.db all.txt || { fail "import"; t_done; exit; }
check_eq "the recording holds the 400 switches" "$(q all.db "SELECT count(*) FROM sched_switch")" 400
perfout same.perf events
diff_of all.db same.perf
check_eq "the same events: exit 0" "$(cat rc)" 0
check_eq "the same events: EQUAL, every pair" "$(head -1 out | cut -d'(' -f1)" \
	"EQUAL ours $N perf $N, 0 across an edge "
check "the same events: stamps 800 ns apart" grep -q "median 800 ns, min 800, max 800" out
check "the same events: no duplicate said" sh -c "! grep -q duplicates out"

# perf's sample twice: line 100 of CPU 0 again, right after it
awk '$1 == 0 && ++n == 100 { print; print; next } 1' events >dup.events
perfout dup.perf dup.events
dup=$(awk '$1 == 0 && ++n == 99 { p = $2 } $1 == 0 && n == 100 {
	printf "%.0f %s(%d) -> %s(%d); ours nearest -%.0f ns, +800 ns\n", $2 - 800, $3, $4, $5, $6, $2 - 800 - p
	exit }' events)
diff_of all.db dup.perf
check_eq "perf's sample twice: exit 0" "$(cat rc)" 0
check_eq "perf's sample twice: EQUAL, perf counted without it" "$(head -1 out | cut -d'(' -f1)" \
	"EQUAL ours $N perf $N, 0 across an edge "
check "perf's sample twice: set aside and said" grep -q "^  perf's own duplicates set aside: 1 " out
check "perf's sample twice: listed, with our stamps near it" \
	grep -qxF "    perf twice: cpu 0 ts $dup" out

# ... with CPU 1's line between the two (perf script orders by stamp)
awk '$1 == 0 && ++n == 100 { print; s = $0; next } s != "" && $1 == 1 { print; print s; s = ""; next } 1' \
	events >dup2.events
perfout dup2.perf dup2.events
diff_of all.db dup2.perf
check_eq "perf's sample twice, another CPU's line between: EQUAL, set aside" \
	"$(cat rc) $(grep -c "^  perf's own duplicates set aside: 1 " out)" "0 1"

# the same switch twice 1 ns apart is no duplicate: one event only perf's
awk '$1 == 0 && ++n == 100 { print; $2 += 1; print; next } 1' events >near.events
perfout near.perf near.events
diff_of all.db near.perf
check_eq "a switch twice 1 ns apart: exit 1" "$(cat rc)" 1
check_eq "a switch twice 1 ns apart: DIFFERENT, one only perf" "$(head -1 out | cut -d'(' -f1)" \
	"DIFFERENT ours $N perf $((N + 1)): 0 only ours, 1 only perf, 0 across an edge "
check "a switch twice 1 ns apart: not called a duplicate" sh -c "! grep -q duplicates out"

# an event missing from the recording: one only perf, and where it sits
awk '!($1 == 1 && ++n == 50)' events >miss.events
text miss.txt miss.events
"$PSTATE_TRACE" import -q -o miss.db miss.txt
gone=$(awk '$1 == 1 && ++n == 50 { printf "%.0f\n", $2 - 800; exit }' events)
near=$(awk -v g="$gone" '$1 == 1 && ++n == 49 { p = $2 } $1 == 1 && n == 51 {
	printf "%.0f ns before, %.0f ns after\n", g - p, $2 - g; exit }' events)
diff_of miss.db same.perf
check_eq "an event not recorded: exit 1" "$(cat rc)" 1
check_eq "an event not recorded: DIFFERENT, one only perf" "$(head -1 out | cut -d'(' -f1)" \
	"DIFFERENT ours $((N - 1)) perf $N: 0 only ours, 1 only perf, 0 across an edge "
check "an event not recorded: its CPU and stamp" grep -q "^  only perf: cpu 1 ts $gone " out
check "an event not recorded: our neighbours around it" \
	grep -qxF "    our neighbours on cpu 1: $near" out

# two tasks switching back and forth, perf recording from before our start
# to after our end (as bench-oracle runs it): the switch after each twin
# pairs too, within the tolerance; each event with its twin, 800 ns apart
python3 - >pp.events 3>pp.window <<'EOF'
import os, random
rnd = random.Random(3)
t, ev = 200000000000, []
for i in range(120):
    a, b = (('x', 300), ('y', 301)) if i % 2 == 0 else (('y', 301), ('x', 300))
    ev.append((t, a, b))
    t += rnd.randrange(30, 70) * 1000
for t, a, b in ev:
    print(0, t, a[0], a[1], b[0], b[1])
ts = [e[0] for e in ev[3:-3]]
with os.fdopen(3, 'w') as f:
    print((ts[10] + ts[11]) // 2, (ts[-12] + ts[-11]) // 2, len(ts) - 22, file=f)
EOF
sed '1,3d' pp.events | head -n -3 >pp.ours
text pp.txt pp.ours
"$PSTATE_TRACE" import -q -o pp.db pp.txt
perfout pp.perf pp.events
read -r LO HI N <pp.window
diff_of pp.db pp.perf
check_eq "back and forth, perf from before to after: EQUAL, each with its twin" \
	"$(cat rc) $(head -1 out | cut -d'(' -f1) $(grep -o 'median 800 ns, min 800, max 800' out)" \
	"0 EQUAL ours $N perf $N, 0 across an edge  median 800 ns, min 800, max 800"
read -r LO HI N <window

# an event perf does not have: one only ours
perfout miss.perf miss.events
diff_of all.db miss.perf
check_eq "an event perf lacks: DIFFERENT, one only ours" "$(cat rc) $(head -1 out | cut -d'(' -f1)" \
	"1 DIFFERENT ours $N perf $((N - 1)): 1 only ours, 0 only perf, 0 across an edge "
t_done
