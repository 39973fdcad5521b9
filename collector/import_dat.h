/* SPDX-License-Identifier: GPL-2.0 */
#ifndef PT_IMPORT_DAT_H
#define PT_IMPORT_DAT_H

#include <signal.h>
#include <stdint.h>
#include "rundb.h"

struct summary;

struct dat_result {
	int nr_cpus;
	uint64_t first_ts, last_ts, events;
	int truncated;             /* the file is cut short or damaged */
	long long stopped_at_byte; /* where a truncated file ends; 0 unknown */
	long long stopped_at_event; /* events read before libtracecmd failed, when
				     * every CPU had to stop there; 0 */
	char *truncated_cpus; /* when truncated: the CPUs whose data the file's
			       * end or a libtracecmd failure cut, "3,4,5"
			       * (malloc'ed, the caller frees) */
};

/**
 * import_dat - read the trace.dat @file into @r, in a child process (see
 * import_dat.c); on return @r->db is open again for the rest of the import
 * @file: as messages name it
 * @path: what to open: @file, or /proc/self/fd/N of a copy of it
 * Return: 0 (check @res->truncated), or -1 (message printed).
 */
int import_dat(const char *file, const char *path, struct rundb *r, int threaded,
	       struct summary *sum, struct dat_result *res);

/*
 * import_dat_reader - the reader child running now, 0 when none: what a
 * signal handler that ends the import kills first
 */
extern volatile sig_atomic_t import_dat_reader;

#endif
