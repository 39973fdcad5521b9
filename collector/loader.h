/* SPDX-License-Identifier: GPL-2.0 */
/*
 * loader - turns events from any source into rows, through evmap.
 *
 * Binary records (the live spool, trace.dat) come with their tep event
 * format; text events (ftrace text, trace-cmd report, systrace) come as
 * key=value fields.  Both go through the same tables of evmap.c, the same
 * task bookkeeping and the same writer.  Events are meant to come in global
 * timestamp order; those that do not are kept as given (their rows hold
 * their own timestamps, seq their place in the input) and counted.
 *
 * Nothing wrong with the input is dropped or changed without a count (struct
 * loader_faults), and loader_close() writes those counts to meta:
 *   ts_out_of_order     events whose ts is earlier than that of an event
 *                       given before them
 *   ts_max_backward_ns  the most any of them lies behind (0 when none)
 *   values_invalid      field values stored as NULL because they cannot be
 *                       stored as what they are: a text value that is not a
 *                       number, or a number outside the 64-bit signed range
 *                       (a pid outside int's); a binary unsigned 64-bit value
 *                       above INT64_MAX, or a field the record is too short
 *                       for.  Pointers (work, worker) keep their 64 bits.
 *   records_unreadable  binary records left out: of an event id the trace
 *                       has no format for, too short for an id, or at a
 *                       timestamp above INT64_MAX ns (ts is NOT NULL)
 */
#ifndef PT_LOADER_H
#define PT_LOADER_H

#include <stdint.h>
#include <sqlite3.h>
#include <event-parse.h>
#include "evmap.h"

struct loader;

/* What was wrong with the events given (see above); all counts. */
struct loader_faults {
	uint64_t ts_out_of_order;
	uint64_t ts_max_backward_ns;
	uint64_t values_invalid;
	uint64_t records_unreadable;
	uint64_t clock_sync; /* text: trace_event_clock_sync markers at 0 (no span) */
};

/**
 * loader_open - start loading events into @db (inside the caller's transaction)
 * @threaded: insert on a second thread (see writer.h)
 * Return: the loader, or NULL (message printed).
 */
struct loader *loader_open(sqlite3 *db, int threaded);

/**
 * loader_tep - add one binary record
 * @tep: the formats the record was written with (and kallsyms for `function`)
 * @rec: ts, cpu, data, size
 * Return: 0, or -1 when inserting failed (printed).
 */
int loader_tep(struct loader *l, struct tep_handle *tep, struct tep_record *rec);

struct text_field {
	const char *key;
	const char *val;
	int key_len;
	int val_len;
};

/* One event line of ftrace text, split by the text parser. */
struct text_event {
	uint64_t ts;
	int cpu;
	int pid;
	const char *comm; /* NULL when the text says <...> */
	int comm_len;
	const char *name; /* event name as printed */
	int name_len;
	const char *payload; /* everything after "name: " */
	int payload_len;
	const struct text_field *fields; /* payload as key=value, canonical names */
	int nfields;                     /* -1: the payload is not key=value */
};

/**
 * loader_text - add one text event
 * A field whose value cannot be stored as its column's type is NULL in the
 * row (values_invalid); loader_text_invalid() names the last one.
 * Return: the number of such fields (0 mostly), or -1 when inserting failed
 * (printed).
 */
int loader_text(struct loader *l, const struct text_event *ev);

/**
 * loader_text_invalid - the last field of the last loader_text() event that
 * was stored as NULL
 * @why: set to "not a number" or "out of range"
 * Return: the field (it points into the event's line), or NULL.
 */
const struct text_field *loader_text_invalid(const struct loader *l, const char **why);

/**
 * loader_lost - note events lost on @cpu before @ts
 * @count: the number, or < 0 when the ring buffer did not say how many
 */
int loader_lost(struct loader *l, int cpu, uint64_t ts, long long count);

/**
 * loader_cmdline - (pid, comm) pairs from saved_cmdlines: they name pids that
 * binary records give only as common_pid.  The string is copied.
 */
int loader_cmdline(struct loader *l, int pid, const char *comm);

/* loader_rows - rows inserted into evmap table @tbl (TBL_*) so far */
uint64_t loader_rows(struct loader *l, int tbl);
uint64_t loader_marker_rows(struct loader *l);
uint64_t loader_event_rows(struct loader *l);
/* loader_events - every event given so far (all tables) */
uint64_t loader_events(struct loader *l);
/* the earliest and the latest event timestamps (0 when none) */
uint64_t loader_first_ts(struct loader *l);
uint64_t loader_last_ts(struct loader *l);
/* loader_get_faults - what was wrong with the events so far */
void loader_get_faults(const struct loader *l, struct loader_faults *f);

/**
 * loader_set_release - the kernel release the text was traced on, when
 * known (not kept: @release must outlive the loader); numeric prev_state
 * (trace-cmd report -R) is decoded with that kernel's letters and preempt
 * bit.  Unknown (NULL, or a version evmap does not know): kept as numbers.
 */
void loader_set_release(struct loader *l, const char *release);

/* loader_states_numeric - text prev_state values kept as numbers (no release known) */
uint64_t loader_states_numeric(const struct loader *l);

/**
 * loader_text_whole - whether the text event @ev, read from a line the file
 * ends in without a newline, reads as a whole line: an event with a table,
 * with key=value fields, each a value of its column's type, for at least
 * as many of its table's columns as any row of that table before it (all
 * of them for the first); never a marker or an event with no table
 * (nothing tells what they would hold).  A line cut in its last value's
 * digits cannot be told.
 * Return: 1 or 0.
 */
int loader_text_whole(const struct loader *l, const struct text_event *ev);

/**
 * loader_close - flush the rows, write the task table and the meta rows of
 * struct loader_faults (into the database given to loader_open(), inside
 * the caller's transaction), free the loader
 * Return: 0, or -1 when anything failed to insert.
 */
int loader_close(struct loader *l);

#endif
