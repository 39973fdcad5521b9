#!/bin/bash
# compare_machine: the machines of the runs.  Runs imported from one text
# trace, their context meta set with sqlite3 as record writes it.  MACHINE
# shows what meta says (read back with sqlite3), labels of the same context
# once; a label's runs from two hosts, and from two kernels, are said on
# stderr and in RUNS by label and key, so is a run whose own driver/governor
# is not its label's; --strict refuses each (exit 3, nothing on stdout).
# Meta values are inert (an ESC, a newline), a long command line is cut in
# the text with the cpufreq parameters kept and is whole in the JSON, 80
# columns in text and markdown; a database without the context keys is
# "not recorded", exit 0.
# quick
. "$(dirname "$0")/../lib.sh"
command -v python3 >/dev/null || skip_all "python3 is not installed"
command -v sqlite3 >/dev/null || skip_all "sqlite3 is not installed"
cd "$TMP" || exit 1
TRACE=$TOP/tests/fixtures/text/kernel_trace_pipe.txt
LONG="BOOT_IMAGE=/boot/vmlinuz-6.8.0 root=UUID=$(printf 'x%.0s' $(seq 1 150)) ro quiet splash amd_pstate=passive nosmt"

# run NAME LABEL TIME [IMPORT-OPTIONS]: NAME.db, a hackbench run
run() {
	cp "$TRACE" "$1.txt"
	printf 'Time: %s\n' "$3" >"$1.log"
	"$PSTATE_TRACE" import -q -o "$1.db" --label "$2" --benchmark hackbench \
		--param groups=4 --workload-log "$1.log" "${@:4}" "$1.txt" || fail "import $1"
}
# ctx NAME HOST KERNEL: the context meta record writes, of one machine
ctx() {
	q "$1.db" "INSERT OR REPLACE INTO meta VALUES ('hostname', '$2'), ('kernel_release', '$3'),
	  ('kernel_cmdline', 'BOOT_IMAGE=/boot/vmlinuz-$3 ro quiet amd_pstate=passive'),
	  ('cpu_model', 'AMD EPYC 7713 64-Core Processor'), ('nr_cpus', '4'),
	  ('smt_active', '1'), ('smt_control', 'on')"
}
AS="--cpu-attr driver=amd-pstate --cpu-attr governor=schedutil"
run b1 amd-pstate/ondemand 1.00 --cpu-attr driver=amd-pstate --cpu-attr governor=ondemand
run b2 amd-pstate/ondemand 1.02 --cpu-attr driver=amd-pstate --cpu-attr governor=ondemand
run n1 amd-pstate/schedutil 1.20 $AS
run n2 amd-pstate/schedutil 1.22 $AS
for n in b1 b2 n1 n2; do ctx $n epyc1 6.8.0; done

# ---- one machine: MACHINE once, nothing said --------------------------------
for f in text markdown json; do
	"$PSTATE_ANALYZE" compare --format $f b1.db b2.db n1.db n2.db >one.$f 2>one.$f.err
	check_eq "one machine: --format $f: exit 0" "$?" 0
	check_eq "one machine: --format $f: nothing on stderr" "$(cat one.$f.err)" ""
done
"$PSTATE_ANALYZE" compare --strict b1.db b2.db n1.db n2.db >/dev/null 2>&1
check_eq "one machine: --strict compares (exit 0)" "$?" 0
machine() { sed -n '/^MACHINE$/,/^PERFORMANCE RATIOS$/p' "$1"; }
check_eq "one machine: MACHINE shows the context once, for all labels" \
	"$(machine one.text | grep -c '^  labels ')" 1
check "one machine: all labels" grep -q '^  labels      all 2$' one.text
for k in hostname:host kernel_release:kernel kernel_cmdline:cmdline cpu_model:cpu nr_cpus:cpus; do
	v=$(q b1.db "SELECT value FROM meta WHERE key = '${k%%:*}'")
	check "one machine: ${k#*:} is meta ${k%%:*} ('$v')" \
		grep -qxF "  $(printf '%-12s' "${k#*:}")$v" <(machine one.text)
done
check "one machine: smt from smt_active and smt_control" \
	grep -qx '  smt         active 1, control on' <(machine one.text)
check "one machine: markdown has MACHINE with the host" \
	sh -c "sed -n '/^## Machine/,/^## /p' one.markdown | grep -qx -- '- host: epyc1'"

# ---- two hosts, two kernels under one label ---------------------------------
run n3 amd-pstate/schedutil 1.21 $AS
ctx n2 otherhost 6.8.0
ctx n3 epyc1 5.16.0-rc1
for f in text json; do
	"$PSTATE_ANALYZE" compare --format $f b1.db b2.db n1.db n2.db n3.db >mix.$f 2>mix.$f.err
	check_eq "mixed: --format $f: exit 0" "$?" 0
done
check "mixed: stderr names the label and the hosts, with their runs" grep -qxF \
	"pstate-analyze: label amd-pstate/schedutil: runs of 2 hosts: epyc1 (2 runs, e.g. n1.db), otherhost (1 run, n2.db)" mix.text.err
check "mixed: stderr names the label and the kernel releases" grep -qxF \
	"pstate-analyze: label amd-pstate/schedutil: runs of 2 kernel releases: 6.8.0 (2 runs, e.g. n1.db), 5.16.0-rc1 (1 run, n3.db)" mix.text.err
check_eq "mixed: nothing else said (the baseline's runs agree)" "$(wc -l <mix.text.err)" 2
check "mixed: RUNS says it by label and key" sh -c "sed -n '/^RUNS/,/^MACHINE/p' mix.text |
	grep -q 'label amd-pstate/schedutil: runs of 2 hosts' &&
	sed -n '/^RUNS/,/^MACHINE/p' mix.text | grep -q 'label amd-pstate/schedutil: runs of 2 kernel releases'"
check_eq "mixed: MACHINE has a group per label now" "$(machine mix.text | grep -c '^  labels ')" 2
check "mixed: MACHINE lists each host with its runs" \
	grep -qxF '  host        epyc1 (2 runs); otherhost (1 run)' <(machine mix.text)
"$PSTATE_ANALYZE" compare --strict b1.db b2.db n1.db n2.db n3.db >strict.out 2>strict.err
check_eq "mixed: --strict refuses (exit 3)" "$?" 3
check_eq "mixed: --strict prints nothing" "$(cat strict.out)" ""
check "mixed: --strict says why" grep -q 'compare: --strict: 1 label with runs of machines that differ' strict.err

# ---- a run that is not of its label -----------------------------------------
run c1 amd-pstate/ondemand 1.01 --cpu-attr driver=acpi-cpufreq --cpu-attr governor=ondemand
ctx c1 epyc1 6.8.0
"$PSTATE_ANALYZE" compare --format json b1.db b2.db c1.db n1.db >con.json 2>con.err
check_eq "contradicted: exit 0" "$?" 0
check_eq "contradicted: said on stderr, the run its driver/governor from sqlite3" \
	"$(cat con.err)" "$(contradicted_runs b1.db b2.db c1.db n1.db)"
check_eq "contradicted: one run of the four" "$(contradicted_runs b1.db b2.db c1.db n1.db | wc -l)" 1
"$PSTATE_ANALYZE" compare b1.db b2.db c1.db n1.db 2>/dev/null >con.text
check "contradicted: RUNS says it" grep -qF \
	'label check amd-pstate/ondemand: 1 run of acpi-cpufreq/ondemand (meta driver,' con.text
"$PSTATE_ANALYZE" compare --strict b1.db b2.db c1.db n1.db >strict.out 2>strict.err
check_eq "contradicted: --strict refuses (exit 3)" "$?" 3
check_eq "contradicted: --strict prints nothing" "$(cat strict.out)" ""

# ---- hostile and long values; old databases ---------------------------------
q n1.db "UPDATE meta SET value = 'evil' || char(27) || ']0;pwned' || char(7) || char(10) || 'forged' WHERE key = 'hostname';
UPDATE meta SET value = '$LONG' WHERE key = 'kernel_cmdline'"
q n2.db "DELETE FROM meta WHERE key IN ('hostname', 'kernel_release', 'kernel_cmdline', 'cpu_model',
  'smt_active', 'smt_control')"
q n3.db "DELETE FROM meta WHERE key IN ('hostname', 'kernel_release', 'kernel_cmdline', 'cpu_model',
  'smt_active', 'smt_control')"
for f in text markdown json; do
	"$PSTATE_ANALYZE" compare --format $f b1.db b2.db n1.db n2.db n3.db >h.$f 2>h.$f.err
	check_eq "hostile, old: --format $f: exit 0" "$?" 0
	check "hostile, old: --format $f: no ESC or BEL on stdout or stderr" \
		sh -c "! LC_ALL=C grep -q \"\$(printf '[\033\007]')\" h.$f h.$f.err"
done
check "hostile: no line starts with the forged text" sh -c "! grep -q '^forged' h.text h.markdown"
for f in text markdown; do
	w=$(awk '{ if (length($0) > w) w = length($0) } END { print w + 0 }' h.$f)
	check "hostile: $f within 80 columns (widest $w)" test "$w" -le 80
done
check "old: not recorded, with the runs that are not" \
	grep -qxF '  kernel      6.8.0 (1 run); not recorded (2 runs)' <(machine h.text)
check "old: no mixed key from runs that do not record it" sh -c "! grep -q 'runs of 2' h.text.err"
relay python3 - h.json h.text "$LONG" <<'EOF'
import json, sys
d = json.load(open(sys.argv[1]))
text = open(sys.argv[2]).read()
long = sys.argv[3]
def ok(c, name):
    print(('ok - ' if c else 'not ok - ') + name)
m = {tuple(g['labels']): g for g in d['machine']}
g = m.get(('amd-pstate/schedutil',))
ok(g is not None, 'json: a machine group for amd-pstate/schedutil')
if g:
    hosts = {v['value']: v['runs'] for v in g['hostname']}
    ok(hosts == {'evil\x1b]0;pwned\x07\nforged': 1, None: 2},
       'json: the host as meta has it, escaped by the JSON, and 2 runs not recorded (null)')
    cl = [v['value'] for v in g['kernel_cmdline'] if v['value']]
    ok(cl == [long], 'json: the long command line whole')
ok([f['path'] for f in d['files']] == ['b1.db', 'b2.db', 'n1.db', 'n2.db', 'n3.db'],
   'json: files lists the runs compared')
ok(d['machine_mixed'] == [] and d['label_contradicted'] == [], 'json: nothing mixed, nothing contradicted')
sec = text.split('\nMACHINE\n')[1].split('\nPERFORMANCE RATIOS\n')[0]
ok('amd_pstate=passive' in sec and 'nosmt' in sec, 'text: the cut command line keeps amd_pstate= and nosmt')
ok('more parameters: --format json has them' in sec.replace('\n              ', ' '),
   'text: the cut command line says what it left out')
ok('x' * 150 not in sec.replace('\n              ', ''), 'text: the long root= is left out')
EOF

t_plan
