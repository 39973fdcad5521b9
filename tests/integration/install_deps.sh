#!/bin/bash
# install_deps: scripts/install-deps's options.  --non-free against an apt
# configuration made here (INSTALL_DEPS_APT_ETC): its sources entry is
# Debian's non-free component of this release from the mirror the
# configuration's own Debian entry uses (deb822 and one-line forms), its pin
# keeps every package of it but netperf out, and a second run changes
# nothing; on this machine's own configuration, apt takes netperf (and only
# netperf) from non-free.  --git-source without deb-src entries: exit 1 and
# how to get a tree.  A usage error: exit 2.
. "$(dirname "$0")/../lib.sh"
DEPS=$TOP/scripts/install-deps
for t in dpkg-query apt-cache; do
	command -v $t >/dev/null || skip_all "$t is not here (not Debian?)"
done

"$DEPS" --no-such-option >/dev/null 2>"$TMP/usage.err"
check_eq "an unknown option: exit 2" "$?" 2
check "an unknown option: says so" grep -q "^install-deps: unknown option '--no-such-option'" "$TMP/usage.err"
"$DEPS" --help >"$TMP/help.out"
check "--help lists --non-free and --git-source" \
	sh -c "grep -q '^  --non-free ' '$TMP/help.out' && grep -q '^  --git-source DIR ' '$TMP/help.out'"

# the runs below need the packages present (install-deps installs nothing
# then) and netperf (--non-free only writes its entries)
if ! "$DEPS" >/dev/null 2>&1 || [ "$(id -u)" -ne 0 ]; then
	skip "install-deps --non-free, --git-source: needs root and the packages installed"
	t_done
	exit
fi
codename=$(. /etc/os-release && echo "${VERSION_CODENAME:-}")

# ---- --git-source without deb-src ------------------------------------------
apt=$TMP/apt
mkdir -p "$apt/sources.list.d"
printf 'Types: deb\nURIs: http://mirror.invalid/debian\nSuites: %s %s-updates\nComponents: main\n' \
	"$codename" "$codename" >"$apt/sources.list.d/debian.sources"
INSTALL_DEPS_APT_ETC=$apt "$DEPS" --git-source "$TMP/src" >"$TMP/gs.out" 2>"$TMP/gs.err"
check_eq "--git-source, no deb-src entry: exit 1" "$?" 1
check "--git-source, no deb-src entry: says so and how to get a tree" \
	sh -c "grep -q 'no deb-src entry' '$TMP/gs.err' && grep -q 'scripts/bench gitsource --tree DIR' '$TMP/gs.err'"
check "--git-source, no deb-src entry: fetches nothing" test ! -e "$TMP/src"

# ---- --non-free, in a configuration made here ----------------------------------
if ! dpkg-query -W -f='${Status}\n' netperf 2>/dev/null | grep -q '^install ok installed$'; then
	skip "install-deps --non-free: netperf is not installed, so a run would install it"
	t_done
	exit
fi
INSTALL_DEPS_APT_ETC=$apt "$DEPS" --non-free >"$TMP/nf.out" 2>&1
check_eq "--non-free: exit 0" "$?" 0
src=$apt/sources.list.d/pstate-trace-non-free.sources
pin=$apt/preferences.d/pstate-trace-non-free
check_eq "--non-free: its sources entry, from the configuration's mirror" \
	"$(grep -v '^#' "$src" | tr '\n' '|')" \
	"Types: deb|URIs: http://mirror.invalid/debian|Suites: $codename|Components: non-free|Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg|"
check_eq "--non-free: its pin: netperf 500, every other package of non-free -1" \
	"$(grep -v '^#' "$pin" | tr '\n' '|')" \
	"Package: netperf|Pin: release o=Debian,c=non-free|Pin-Priority: 500||Package: *|Pin: release o=Debian,c=non-free|Pin-Priority: -1|"
check "--non-free: says what it added" grep -q "^install-deps: non-free for netperf: $src" "$TMP/nf.out"
before=$(stat -c %Y.%i "$src" "$pin")
INSTALL_DEPS_APT_ETC=$apt "$DEPS" --non-free >"$TMP/nf2.out" 2>&1
check_eq "--non-free again: exit 0" "$?" 0
check_eq "--non-free again: the files are left as they are" "$(stat -c %Y.%i "$src" "$pin")" "$before"
check "--non-free again: says netperf is present, adds nothing" \
	sh -c "grep -q '^install-deps: netperf present$' '$TMP/nf2.out' && ! grep -q 'non-free for netperf' '$TMP/nf2.out'"
# the one-line form of sources.list
rm -rf "$apt"
mkdir -p "$apt"
printf 'deb [arch=amd64] http://oneline.invalid/debian %s main\n' "$codename" >"$apt/sources.list"
INSTALL_DEPS_APT_ETC=$apt "$DEPS" --non-free >/dev/null 2>&1
check_eq "--non-free, a one-line sources.list: its mirror" \
	"$(grep '^URIs:' "$src")" "URIs: http://oneline.invalid/debian"

# ---- this machine: apt takes netperf, and only netperf, from non-free ---------
if [ -f /etc/apt/sources.list.d/pstate-trace-non-free.sources ]; then
	check "this machine: netperf's candidate comes from non-free" \
		sh -c "apt-cache policy netperf | grep -A1 -E '^ +(\*\*\* )?[0-9]' | grep -q '/non-free '"
	other=$(apt-cache policy unrar 2>/dev/null | awk '/Candidate:/ { print $2 }')
	if [ -n "$other" ]; then
		check_eq "this machine: another non-free package (unrar) cannot be installed from it" \
			"$other" "(none)"
	else
		skip "this machine: no unrar in the package lists to try the pin on"
	fi
else
	skip "this machine: install-deps --non-free has not been run here"
fi
t_done
