/* SPDX-License-Identifier: GPL-2.0 */
#ifndef PT_IMPORT_DAT_H
#define PT_IMPORT_DAT_H

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
 * Return: 0 (check @res->truncated), or -1 (message printed).
 */
int import_dat(const char *file, struct rundb *r, int threaded, struct summary *sum,
	       struct dat_result *res);

#endif
