#!/bin/bash
# import_faults: system calls failing under a trace.dat import (through the
# LD_PRELOAD library tests/faults/faults.c): the failure is this process's,
# reported as such, and nothing is imported; a library crash is not claimed.
# quick
. "$(dirname "$0")/../lib.sh"
command -v cc >/dev/null || { skip "import_faults: no C compiler to build the fault library"; exit 0; }
command -v python3 >/dev/null || { skip "import_faults: python3 is not installed"; exit 0; }
cd "$TMP" || exit 1
cc -D_GNU_SOURCE -shared -fPIC -o faults.so "$TOP/tests/faults/faults.c" -ldl ||
	{ fail "import_faults: cannot build tests/faults/faults.c"; exit 1; }
python3 "$TOP/tests/synth/mkdat.py" markers -o markers.dat
export ASAN_OPTIONS="${ASAN_OPTIONS:-}:verify_asan_link_order=0"

leftovers() {
	ls -A "$TMP" | grep -E '\.tmp-|padded' || true
}

# faulty FAULT OUT.db FILE: import FILE with FAULT; stderr in err, calls in log
faulty() {
	rm -f log
	PT_FAULT=$1 PT_FAULT_LOG=$TMP/log LD_PRELOAD=$TMP/faults.so \
		"$PSTATE_TRACE" import -o "$2" "$3" >out 2>err
}

faulty fork fork.db markers.dat
check_eq "fork fails: exit 1" "$?" 1
check "fork fails: the fault was injected" grep -qx fork log
check "fork fails: says so" grep -q "pstate-trace: fork: $(python3 -c 'import os; print(os.strerror(11))')" err
check_eq "fork fails: no libtracecmd crash claimed" "$(grep -c -e crashed -e truncated err)" 0
check "fork fails: no output file" test ! -e fork.db

faulty waitpid waitpid.db markers.dat
check_eq "waitpid fails: exit 1" "$?" 1
check "waitpid fails: the fault was injected" grep -qx waitpid log
check "waitpid fails: says so" grep -q "pstate-trace: waitpid: " err
check_eq "waitpid fails: no libtracecmd crash claimed" "$(grep -c -e crashed -e truncated err)" 0
check "waitpid fails: no output file" test ! -e waitpid.db

check_eq "no temporary files left" "$(leftovers)" ""
t_done
