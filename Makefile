# pstate-trace: record and explain CPU frequency decisions.
#
#   make            build pstate-trace and pstate-analyze
#   make deps       install the Debian packages needed to build and test
#   make check      deps, build (also with ASan/UBSan), every test, then the
#                   unit tests and the `# quick` ones again under ASan/UBSan
#   make demo       deps, build, record hackbench here, print the report
#   make bench      the performance benchmarks (README, Performance)
#   make install    PREFIX=/usr/local DESTDIR= honoured; make uninstall
#   make SANITIZE=1 an ASan/UBSan build in build-asan/

PREFIX ?= /usr/local
DESTDIR ?=
BINDIR = $(PREFIX)/bin
SHAREDIR = $(PREFIX)/share/pstate-trace
MANDIR = $(PREFIX)/share/man
BASHCOMPDIR = $(PREFIX)/share/bash-completion/completions

PKGS := libtracefs libtraceevent libtracecmd sqlite3 zlib

ifeq ($(SANITIZE),1)
BUILD ?= build-asan
CC = clang
CFLAGS ?= -O1 -g
SAN_FLAGS := -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined
else
BUILD ?= build
CFLAGS ?= -O2 -g
SAN_FLAGS :=
endif

ifeq ($(V),1)
Q =
msg = @true
else
Q = @
msg = @printf '  %-7s %s\n' $(1) $(2)
endif

PKG_CFLAGS := $(shell pkg-config --cflags $(PKGS) 2>/dev/null)
PKG_LIBS := $(shell pkg-config --libs $(PKGS) 2>/dev/null)
VERSION := $(shell git describe --tags --always --dirty 2>/dev/null || cat VERSION 2>/dev/null || echo unknown)

WARN := -Wall -Wextra -Werror -Wshadow -Wno-unused-parameter -Wmissing-prototypes
ALL_CFLAGS = -std=gnu11 -D_GNU_SOURCE $(WARN) $(CFLAGS) $(SAN_FLAGS) $(PKG_CFLAGS) \
	-Ilib -Icollector -Ianalyzer -I$(BUILD) -MMD -MP
ALL_LDFLAGS = $(LDFLAGS) $(SAN_FLAGS)
LIBS = $(PKG_LIBS) -lpthread -lm

LIB_SRC := $(wildcard lib/*.c)
COL_SRC := $(filter-out collector/main.c,$(wildcard collector/*.c))
ANA_SRC := $(filter-out analyzer/main.c,$(wildcard analyzer/*.c analyzer/*/*.c))
UNIT_SRC := $(wildcard tests/unit/test_*.c)

LIB_OBJ := $(LIB_SRC:%.c=$(BUILD)/%.o) $(BUILD)/schema.o $(BUILD)/version.o
COL_OBJ := $(COL_SRC:%.c=$(BUILD)/%.o)
ANA_OBJ := $(ANA_SRC:%.c=$(BUILD)/%.o)
UNIT_BIN := $(UNIT_SRC:tests/unit/%.c=$(BUILD)/tests/%)

ifeq ($(SANITIZE),1)
PROGS := $(BUILD)/pstate-trace $(BUILD)/pstate-analyze
else
PROGS := pstate-trace pstate-analyze
endif

all: $(PROGS) $(UNIT_BIN)

pstate-trace: $(BUILD)/pstate-trace
	$(Q)cp $< $@
pstate-analyze: $(BUILD)/pstate-analyze
	$(Q)cp $< $@

$(BUILD)/pstate-trace: $(BUILD)/collector/main.o $(BUILD)/libcollector.a $(BUILD)/libpt.a
	$(call msg,LINK,$@)
	$(Q)$(CC) $(ALL_LDFLAGS) -o $@ $^ $(LIBS)
$(BUILD)/pstate-analyze: $(BUILD)/analyzer/main.o $(BUILD)/libanalyzer.a $(BUILD)/libpt.a
	$(call msg,LINK,$@)
	$(Q)$(CC) $(ALL_LDFLAGS) -o $@ $^ $(LIBS)

$(BUILD)/libpt.a: $(LIB_OBJ)
	$(Q)rm -f $@ && $(AR) rcs $@ $^
$(BUILD)/libcollector.a: $(COL_OBJ)
	$(Q)rm -f $@ && $(AR) rcs $@ $^
$(BUILD)/libanalyzer.a: $(ANA_OBJ)
	$(Q)rm -f $@ && $(AR) rcs $@ $^

# Unit tests link against both programs' libraries (each is self-contained).
$(BUILD)/tests/%: tests/unit/%.c tests/unit/test.h $(BUILD)/libcollector.a $(BUILD)/libanalyzer.a $(BUILD)/libpt.a
	@mkdir -p $(dir $@)
	$(call msg,TEST,$@)
	$(Q)$(CC) $(ALL_CFLAGS) -Itests/unit $(ALL_LDFLAGS) -o $@ $< \
		$(BUILD)/libcollector.a $(BUILD)/libanalyzer.a $(BUILD)/libpt.a $(LIBS)

$(BUILD)/%.o: %.c
	@mkdir -p $(dir $@)
	$(call msg,CC,$<)
	$(Q)$(CC) $(ALL_CFLAGS) -c -o $@ $<

# The schema is compiled in: both programs carry the contract they were built with.
$(BUILD)/schema.c: schema/pstate.sql schema/indexes.sql
	@mkdir -p $(BUILD)
	$(Q){ echo '/* generated from schema/ by make */'; \
	  echo 'const char pt_schema_sql[] ='; sed -e 's/\\/\\\\/g; s/"/\\"/g; s/^/"/; s/$$/\\n"/' schema/pstate.sql; echo ';'; \
	  echo 'const char pt_indexes_sql[] ='; sed -e 's/\\/\\\\/g; s/"/\\"/g; s/^/"/; s/$$/\\n"/' schema/indexes.sql; echo ';'; \
	} > $@.tmp && mv $@.tmp $@

$(BUILD)/version.c: FORCE
	@mkdir -p $(BUILD)
	@echo 'const char pt_version[] = "$(VERSION)";' > $@.tmp
	@cmp -s $@.tmp $@ && rm -f $@.tmp || mv $@.tmp $@

$(BUILD)/schema.o: $(BUILD)/schema.c
	$(Q)$(CC) $(ALL_CFLAGS) -c -o $@ $<
$(BUILD)/version.o: $(BUILD)/version.c
	$(Q)$(CC) $(ALL_CFLAGS) -c -o $@ $<

deps:
	scripts/install-deps

asan:
	$(MAKE) SANITIZE=1

test: all
	tests/run -j$(JOBS)

# as many tests at a time as there are CPUs, and one more: many of them wait
# on a workload or a pipe more than they compute (tests/run -j)
JOBS ?= $(shell echo $$(($$(nproc 2>/dev/null || echo 1) + 1)))

check: deps
	$(MAKE) -j$(JOBS) all
	$(MAKE) -j$(JOBS) SANITIZE=1 all
	tests/run -j$(JOBS) --asan build-asan

demo: deps
	$(MAKE) all
	scripts/demo

bench: all
	scripts/bench-record
	scripts/bench-load
	scripts/bench-light
	scripts/bench-convert
	scripts/bench-memory
	scripts/bench-report
	scripts/bench-window
	scripts/bench-schema
	scripts/bench-sampler
	scripts/bench-counters
	scripts/bench-compare

clean:
	rm -rf build build-asan pstate-trace pstate-analyze

# install: the programs, the schema they were built with, the scripts that
# drive record and the functions bench sources (scripts/ of SHAREDIR: bench
# finds the recorder through PSTATE_TRACE), the man pages (their /usr/local/share/pstate-trace paths
# made SHAREDIR) and the bash completion, one file for both programs, under
# each program's name.  uninstall removes exactly these, and SHAREDIR's
# folders when they are empty.
INSTALL ?= install
MANPAGES := $(wildcard man/*.1)
SCRIPTS := scripts/bench scripts/bench-serve scripts/sweep scripts/experiment scripts/pack scripts/install-deps
SCRIPT_LIBS := scripts/bench-lib.sh
SCHEMA := schema/pstate.sql schema/indexes.sql

install: pstate-trace pstate-analyze
	$(INSTALL) -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(SHAREDIR)/scripts" \
		"$(DESTDIR)$(MANDIR)/man1" "$(DESTDIR)$(BASHCOMPDIR)"
	$(INSTALL) -m 755 pstate-trace pstate-analyze "$(DESTDIR)$(BINDIR)/"
	$(INSTALL) -m 644 $(SCHEMA) "$(DESTDIR)$(SHAREDIR)/"
	$(INSTALL) -m 755 $(SCRIPTS) "$(DESTDIR)$(SHAREDIR)/scripts/"
	$(INSTALL) -m 644 $(SCRIPT_LIBS) "$(DESTDIR)$(SHAREDIR)/scripts/"
	for m in $(MANPAGES); do \
		d="$(DESTDIR)$(MANDIR)/man1/$${m##*/}"; \
		sed -e 's|/usr/local/share/pstate\\-trace|$(SHAREDIR)|g' \
		    -e 's|/usr/local/share/pstate-trace|$(SHAREDIR)|g' "$$m" > "$$d" && \
		chmod 644 "$$d" || exit 1; \
	done
	$(INSTALL) -m 644 completion/pstate-trace.bash "$(DESTDIR)$(BASHCOMPDIR)/pstate-trace"
	$(INSTALL) -m 644 completion/pstate-trace.bash "$(DESTDIR)$(BASHCOMPDIR)/pstate-analyze"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/pstate-trace" "$(DESTDIR)$(BINDIR)/pstate-analyze"
	for f in $(notdir $(SCHEMA)); do rm -f "$(DESTDIR)$(SHAREDIR)/$$f"; done
	for f in $(notdir $(SCRIPTS) $(SCRIPT_LIBS)); do rm -f "$(DESTDIR)$(SHAREDIR)/scripts/$$f"; done
	for f in $(notdir $(MANPAGES)); do rm -f "$(DESTDIR)$(MANDIR)/man1/$$f"; done
	rm -f "$(DESTDIR)$(BASHCOMPDIR)/pstate-trace" "$(DESTDIR)$(BASHCOMPDIR)/pstate-analyze"
	rmdir "$(DESTDIR)$(SHAREDIR)/scripts" "$(DESTDIR)$(SHAREDIR)" 2>/dev/null || true

FORCE:
.PHONY: all deps asan test check demo bench clean install uninstall FORCE

-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)
