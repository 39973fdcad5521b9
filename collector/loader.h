/* SPDX-License-Identifier: GPL-2.0 */
/*
 * loader - turns events from any source into rows, through evmap.
 *
 * Binary records (the live spool, trace.dat) come with their tep event
 * format; text events (ftrace text, trace-cmd report, systrace) come as
 * key=value fields.  Both go through the same tables of evmap.c, the same
 * task bookkeeping and the same writer.  Events must be given in global
 * timestamp order.
 */
#ifndef PT_LOADER_H
#define PT_LOADER_H

#include <stdint.h>
#include <sqlite3.h>
#include <event-parse.h>
#include "evmap.h"

struct loader;

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
 * Return: 0, or -1 when inserting failed (printed).
 */
int loader_text(struct loader *l, const struct text_event *ev);

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
/* first and last event timestamps (0 when none) */
uint64_t loader_first_ts(struct loader *l);
uint64_t loader_last_ts(struct loader *l);

/**
 * loader_close - flush the rows, write the task table, free the loader
 * Return: 0, or -1 when anything failed to insert.
 */
int loader_close(struct loader *l);

#endif
