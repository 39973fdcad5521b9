#!/bin/bash
# install: `make install DESTDIR=...` puts exactly the expected files in
# place (programs, schema, scripts, man pages, bash completion) with their
# modes and contents; the installed programs run (--version, an import and
# a report); the installed man pages render without warnings and their
# SEE ALSO names resolve among them; the installed scripts run; `make
# uninstall` leaves no file behind.  Once with the default PREFIX, once
# with PREFIX=/usr.  The programs are installed as built (make -o: this test
# builds nothing).
. "$(dirname "$0")/../lib.sh"
need_fixture kernel_doc_amd_pstate_perf.txt
command -v make >/dev/null || skip_all "make is not installed"
for p in pstate-trace pstate-analyze; do
	[ -x "$TOP/$p" ] || skip_all "$TOP/$p is not built (run make)"
done

# do_make DEST PREFIX TARGET: make in the tree, the programs taken as they are
do_make() {
	make -C "$TOP" -s -o pstate-trace -o pstate-analyze DESTDIR="$1" ${2:+PREFIX="$2"} "$3"
}

# mode FILE: its octal permission bits
mode() { stat -c %a "$1"; }

# expected PREFIX: every installed file, relative to DESTDIR, and its mode
expected() {
	local p=$1 f
	echo "$p/bin/pstate-trace 755"
	echo "$p/bin/pstate-analyze 755"
	echo "$p/share/pstate-trace/pstate.sql 644"
	echo "$p/share/pstate-trace/indexes.sql 644"
	for f in bench bench-serve sweep experiment pack install-deps; do echo "$p/share/pstate-trace/scripts/$f 755"; done
	echo "$p/share/pstate-trace/scripts/bench-lib.sh 644"
	for f in "$TOP"/man/*.1; do echo "$p/share/man/man1/${f##*/} 644"; done
	echo "$p/share/bash-completion/completions/pstate-trace 644"
	echo "$p/share/bash-completion/completions/pstate-analyze 644"
}

# man_render PAGE: warnings of man and groff (nothing when clean)
man_render() {
	local out
	if command -v man >/dev/null; then
		out=$(MANWIDTH=80 man --warnings -l "$1" 2>&1 >"$TMP/page.txt")
		[ -s "$TMP/page.txt" ] || out="$out${out:+; }man -l printed nothing"
	fi
	if command -v groff >/dev/null; then
		out="$out$(groff -man -Tutf8 -ww -z "$1" 2>&1)"
	fi
	echo "$out"
}

run_install() {
	local tag=$1 prefix=$2 dest=$TMP/dest-$1 p want_prefix got f m rel
	want_prefix=${prefix:-/usr/local}
	p=${want_prefix#/}
	if do_make "$dest" "$prefix" install >"$TMP/install.log" 2>&1; then
		pass "$tag: make install DESTDIR=TMP${prefix:+ PREFIX=$prefix}"
	else
		fail "$tag: make install failed: $(tail -3 "$TMP/install.log" | tr '\n' ' ')"
		return
	fi

	# exactly the expected files, with their modes
	expected "$p" | sort >"$TMP/want.lst"
	(cd "$dest" && find . \( -type f -o -type l \) -printf '%P %m\n') | sort >"$TMP/got.lst"
	if diff -u "$TMP/want.lst" "$TMP/got.lst" >"$TMP/files.diff"; then
		pass "$tag: the $(wc -l <"$TMP/want.lst") files installed, with their modes"
	else
		fail "$tag: installed files differ: $(grep '^[-+][^-+]' "$TMP/files.diff" | tr '\n' ' ')"
	fi

	# contents
	local ok=1
	for f in pstate-trace pstate-analyze; do
		cmp -s "$TOP/$f" "$dest/$p/bin/$f" || { ok=0; fail "$tag: bin/$f differs from the build"; }
	done
	for f in pstate.sql indexes.sql; do
		cmp -s "$TOP/schema/$f" "$dest/$p/share/pstate-trace/$f" || { ok=0; fail "$tag: $f differs"; }
	done
	for f in bench sweep install-deps bench-lib.sh; do
		cmp -s "$TOP/scripts/$f" "$dest/$p/share/pstate-trace/scripts/$f" ||
			{ ok=0; fail "$tag: scripts/$f differs"; }
	done
	for f in pstate-trace pstate-analyze; do
		cmp -s "$TOP/completion/pstate-trace.bash" "$dest/$p/share/bash-completion/completions/$f" ||
			{ ok=0; fail "$tag: completion $f differs from completion/pstate-trace.bash"; }
	done
	[ "$ok" = 1 ] && pass "$tag: programs, schema, scripts and completion are the tree's"

	# man pages: the tree's, with the share path of this PREFIX
	ok=1
	for f in "$TOP"/man/*.1; do
		m=$dest/$p/share/man/man1/${f##*/}
		sed -e "s|/usr/local/share/pstate\\\\-trace|$want_prefix/share/pstate-trace|g" \
			-e "s|/usr/local/share/pstate-trace|$want_prefix/share/pstate-trace|g" "$f" >"$TMP/want.1"
		cmp -s "$TMP/want.1" "$m" || { ok=0; fail "$tag: ${f##*/}: not the tree's page"; }
		if [ "$want_prefix" != /usr/local ] && grep -q '/usr/local/share/pstate' "$m"; then
			ok=0
			fail "$tag: ${f##*/} still names /usr/local/share/pstate-trace"
		fi
	done
	[ "$ok" = 1 ] && pass "$tag: man pages are the tree's, paths under $want_prefix/share/pstate-trace"
	if command -v man >/dev/null || command -v groff >/dev/null; then
		for m in "$dest/$p"/share/man/man1/*.1; do
			got=$(man_render "$m")
			if [ -z "$got" ]; then
				pass "$tag: ${m##*/} renders without warnings"
			else
				fail "$tag: ${m##*/}: $(head -3 <<<"$got" | tr '\n' ' ')"
			fi
		done
		# the pstate-* names of SEE ALSO are installed pages
		for m in "$dest/$p"/share/man/man1/*.1; do
			for rel in $(sed -n '/^\.SH SEE ALSO/,$p' "$m" | grep -o 'pstate-[a-z-]*' | sort -u); do
				[ -f "$dest/$p/share/man/man1/$rel.1" ] ||
					fail "$tag: ${m##*/}: SEE ALSO $rel(1) is not installed"
			done
		done
		if command -v man >/dev/null &&
			MANWIDTH=80 man -M "$dest/$p/share/man" pstate-trace-record 2>/dev/null | grep -q '^NAME'; then
			pass "$tag: man -M finds pstate-trace-record by name"
		elif command -v man >/dev/null; then
			fail "$tag: man -M $dest/$p/share/man pstate-trace-record finds nothing"
		fi
	else
		skip "$tag: man pages: neither man nor groff is installed"
	fi

	# the installed programs
	for f in pstate-trace pstate-analyze; do
		got=$("$dest/$p/bin/$f" --version 2>&1)
		check_eq "$tag: installed $f --version" "$got" "$("$TOP/$f" --version)"
	done
	if "$dest/$p/bin/pstate-trace" import -q -o "$TMP/inst.db" \
		"$FIXTURES/kernel_doc_amd_pstate_perf.txt" &&
		"$dest/$p/bin/pstate-analyze" report "$TMP/inst.db" >"$TMP/inst.txt" &&
		grep -q '^FINDINGS' "$TMP/inst.txt"; then
		pass "$tag: installed import and report run"
	else
		fail "$tag: installed import or report failed"
	fi
	rm -f "$TMP/inst.db" "$TMP/inst.db.old"
	if (. "$dest/$p/share/bash-completion/completions/pstate-analyze" &&
		complete -p pstate-trace && complete -p pstate-analyze) >/dev/null 2>&1; then
		pass "$tag: installed completion registers both programs"
	else
		fail "$tag: sourcing the installed completion does not register both programs"
	fi

	# the installed scripts
	local s=$dest/$p/share/pstate-trace/scripts
	for f in bench sweep; do
		if "$s/$f" --help >/dev/null 2>&1; then pass "$tag: $f --help"; else fail "$tag: $f --help"; fi
	done
	got=$(PSTATE_TRACE="$dest/$p/bin/pstate-trace" "$s/bench" hackbench -n 2>&1)
	case "$got" in
	"$dest/$p/bin/pstate-trace record "*) pass "$tag: bench -n uses PSTATE_TRACE" ;;
	*) fail "$tag: bench -n with PSTATE_TRACE: $got" ;;
	esac
	got=$(cd "$TMP" && PATH="$dest/$p/bin:$PATH" "$s/bench" hackbench -n 2>&1 | awk '{ print $1; exit }')
	if [ -x "$got" ] || [ "$got" = pstate-trace ]; then
		pass "$tag: installed bench finds pstate-trace on PATH ($got)"
	else
		skip "$tag: installed bench looks for the recorder at $got only (scripts/bench: top/pstate-trace), not on PATH; PSTATE_TRACE works"
	fi
	got=$(cd "$TMP" && PATH="$dest/$p/bin:$PATH" "$s/sweep" -n -V 1 -r 1 hackbench 2>&1)
	if grep -q "$s/bench" <<<"$got"; then
		pass "$tag: installed sweep finds the installed bench"
	else
		fail "$tag: sweep -n: $(tail -2 <<<"$got" | tr '\n' ' ')"
	fi

	# uninstall
	if do_make "$dest" "$prefix" uninstall >"$TMP/uninstall.log" 2>&1; then
		pass "$tag: make uninstall"
	else
		fail "$tag: make uninstall failed: $(tail -3 "$TMP/uninstall.log" | tr '\n' ' ')"
	fi
	got=$(cd "$dest" && find . \( -type f -o -type l \) -printf '%P ')
	check_eq "$tag: no file left after uninstall" "$got" ""
	[ -e "$dest/$p/share/pstate-trace" ] && fail "$tag: $p/share/pstate-trace is left"
	rm -rf "$dest"
}

run_install default ""
run_install prefix-usr /usr
git -C "$TOP" status --porcelain --ignored -- man completion 2>/dev/null | grep -q '\.tmp' &&
	fail "install left temporary files in the tree"
t_done
