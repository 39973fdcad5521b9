/* SPDX-License-Identifier: GPL-2.0 */
/*
 * summary - what a record or import tells on stderr when it is done:
 * duration, events per table, events lost per CPU (never hidden), counters,
 * the output path.
 */
#ifndef PT_SUMMARY_H
#define PT_SUMMARY_H

#include <stdint.h>
#include <stddef.h>
#include <sqlite3.h>
#include "strbuf.h"

struct loader;
struct loader_faults;
struct summary;

struct summary *summary_new(int nr_cpus);
void summary_free(struct summary *s);

/* summary_lost - the ring buffer reported @count lost events (< 0: unknown) */
void summary_lost(struct summary *s, int cpu, long long count);
/* summary_lost_at - summary_lost(), before the event at @ts (0: unknown) */
void summary_lost_at(struct summary *s, int cpu, uint64_t ts, long long count);
/* summary_spool_lost - @events from @ts to @ts_end could not be written to the spool */
void summary_spool_lost(struct summary *s, int cpu, uint64_t ts, uint64_t ts_end,
			long long events);
/**
 * summary_recording - what a recording ran with, so that a loss says what
 * to change and when it happened
 * @t0_ns: the start, what loss times are counted from
 * @buffer_kb: per CPU
 * @readers: the readers' policy (spool_policy()); @realtime: it was SCHED_FIFO;
 *           @rt_refused: SCHED_FIFO was asked for and refused
 * @spool_error: "PATH: reason" of the spool's first failed write, or NULL
 */
void summary_recording(struct summary *s, uint64_t t0_ns, size_t buffer_kb, const char *readers,
		       int realtime, int rt_refused, const char *spool_error);
/* summary_lost_text - the "lost" line: per CPU how many, when, what to change */
void summary_lost_text(const struct summary *s, int nr_cpus, struct strbuf *sb);
/**
 * summary_buffer - a CPU's ring-buffer statistics at the end (per_cpu stats)
 * @entries: left in the buffer unread; @read: read_events, what the readers
 *           took out (< 0: not known, as for an imported file)
 */
void summary_buffer(struct summary *s, int cpu, long long entries, long long overrun,
		    long long commit_overrun, long long dropped, long long read);
/* summary_stored - the events of @cpu the conversion read back from the spool */
void summary_stored(struct summary *s, int cpu, long long events);
/* summary_loader - take the row counts of a loader before it is closed */
void summary_loader(struct summary *s, struct loader *l);
/* summary_rows - the row counts, per evmap table (NR_EVENT_TABLES), markers,
 * other events, all events */
void summary_rows(struct summary *s, const uint64_t *rows, uint64_t markers, uint64_t others,
		  uint64_t events);
/* summary_lost_from_db - lost events and overruns from lost_events and buffer_stats */
int summary_lost_from_db(struct summary *s, sqlite3 *db);
/* summary_set - the rest; @exit_code < 0 when there was no workload */
void summary_set(struct summary *s, uint64_t span_ns, uint64_t convert_ns, const char *counters,
		 const char *output, const char *cmd, int exit_code, int interrupted);
/* summary_light - a record --counters-only run: no events, nothing to lose */
void summary_light(struct summary *s);
/* summary_traced - what of the run was traced (record -C, --window), said
 * after the events; copied */
void summary_traced(struct summary *s, const char *text);
/* summary_truncated - the input is cut short: said with what was wrong with it */
void summary_truncated(struct summary *s);
/* summary_unparsed - text imports: lines that did not parse */
void summary_unparsed(struct summary *s, unsigned long lines);
/* summary_faults - what the loader found wrong (summary_loader() takes them too) */
void summary_faults(struct summary *s, const struct loader_faults *f);

/*
 * summary_print - the summary on stderr; with -q (pt_verbose 0) only one
 * line, and only when something was wrong with the input (lines that did
 * not parse, events out of time order, invalid values, unreadable records)
 */
void summary_print(const struct summary *s, int nr_cpus);

#endif
