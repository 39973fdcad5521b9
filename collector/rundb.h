/* SPDX-License-Identifier: GPL-2.0 */
/*
 * rundb - the run database a record or import writes, and the options both
 * share (-o, --label, --param, --benchmark, --meta).
 *
 * Written under a temporary name in the output's folder and renamed at the
 * end, so that a failed or interrupted conversion never leaves a half-written
 * file under the final name; an existing file becomes FILE.old, as perf does.
 */
#ifndef PT_RUNDB_H
#define PT_RUNDB_H

#include <getopt.h>
#include <sqlite3.h>

struct kv {
	char *key;
	char *value;
};

/**
 * kv_add - append the NAME=VALUE @arg of option @opt to @arr
 * Return: 0, or -1 (a malformed @arg is reported naming @opt).
 */
int kv_add(struct kv **arr, int *nr, const char *opt, const char *arg);
/* kv_set - kv_add(), but a NAME given before takes the new VALUE in its place */
int kv_set(struct kv **arr, int *nr, const char *opt, const char *arg);
void kv_free(struct kv *arr, int nr);

struct run_opts {
	const char *output; /* default "pstate.db" */
	const char *label;
	const char *benchmark;
	char *param_name;
	char *param_value;
	struct kv *meta; /* --meta KEY=VALUE */
	int nr_meta;
};

/*
 * While it is written, the temporary database's application_id says so
 * ('pstw'); the schema's own ('pstr') is set as it is finished.  With the
 * lock its maker holds on it (litter.h), that tells a later run what to do
 * with a NAME.tmp-N it finds: locked, a live run's; unlocked and being
 * written, litter; finished, a recording whose rename failed, to keep.
 */
#define RUNDB_WRITING_ID 0x70737477

struct rundb {
	char *path;     /* final name, as given */
	char *tmp_path; /* what is being written: PATH.tmp-PID */
	char *tmp_real; /* the same with the folder's real path, no link in it (for SQLite) */
	sqlite3 *db;
	int dir_fd;     /* the output's folder: the renames and removals go through it */
	int lock_fd;    /* the temporary file, locked for as long as we have it */
	/* asked between the steps of rundb_finish(): nonzero abandons the database */
	int (*stop)(void *arg);
	void *stop_arg;
};

#define RUNDB_INIT { .dir_fd = -1, .lock_fd = -1 }

/* The shared options' getopt_long entries and codes. */
enum {
	OPT_RUN_LABEL = 0x300,
	OPT_RUN_PARAM,
	OPT_RUN_BENCHMARK,
	OPT_RUN_META,
};

#define RUN_LONG_OPTIONS                                                                   \
	{ "label", required_argument, NULL, OPT_RUN_LABEL },                               \
	{ "param", required_argument, NULL, OPT_RUN_PARAM },                               \
	{ "benchmark", required_argument, NULL, OPT_RUN_BENCHMARK },                       \
	{ "meta", required_argument, NULL, OPT_RUN_META }

/**
 * run_opts_option - take getopt_long's @c and @arg if they are a shared option
 * Return: 1 taken, 0 not one of them, -1 a bad value (message printed).
 */
int run_opts_option(struct run_opts *o, int c, const char *arg);

/**
 * run_opts_meta - parse one KEY=VALUE argument of --meta into @o; KEY is a
 * name (letters, digits, _ . -) and none of the keys pstate-trace writes
 * itself (its facts, and those of --label, --benchmark, --param)
 * Return: 0, or -1 (usage message printed).
 */
int run_opts_meta(struct run_opts *o, const char *arg);

/* run_opts_param - parse --param NAME=VALUE; 0 or -1 (printed) */
int run_opts_param(struct run_opts *o, const char *arg);

void run_opts_free(struct run_opts *o);

/**
 * rundb_check_output - @path can be written as a run database, before any
 * work is done: a file name (not "DIR/"), in a folder we may write, not a
 * directory or another kind of file, and (when it exists) renameable to
 * @path.old, which in turn is no directory
 * Return: 0, or -1 with a message naming the path.
 */
int rundb_check_output(const char *path);

/**
 * rundb_remove_stale - remove the temporary databases beside @path that
 * runs killed before they could clean up left unfinished (NAME.tmp-N being
 * written, that no live run holds locked, of this user), saying so; a
 * finished one that was not renamed is kept, and so is another user's
 * (said), a link or any other file
 * Return: the number removed.
 */
int rundb_remove_stale(const char *path);

/**
 * rundb_create - check @path (rundb_check_output()) and create the
 * temporary database next to it: a new file (never through a link), locked
 * until rundb_finish() or rundb_abort()
 * Return: 0, or -1 with a message naming the path.
 */
int rundb_create(struct rundb *r, const char *path);

/**
 * rundb_open - another connection to the temporary database (a reader
 * child's), set up for a bulk load; opened by a path with no link in it,
 * and checked to be our file
 * Return: 0, or -1 (printed).
 */
int rundb_open(const struct rundb *r, sqlite3 **dbp);

/* rundb_reset - start the temporary database again, empty (the same file,
 * its lock kept); 0 or -1 (printed) */
int rundb_reset(struct rundb *r);

/**
 * rundb_write_opts - meta rows from the options: label, benchmark, param_*,
 * and every --meta pair (whose keys are none of the tool's)
 * @default_label: used when no --label (e.g. "amd-pstate/schedutil"), may be NULL
 * @default_benchmark: used when no --benchmark, may be NULL
 */
int rundb_write_opts(struct rundb *r, const struct run_opts *o, const char *default_label,
		     const char *default_benchmark);

/**
 * rundb_finish - mark finished, close, move an existing @path to @path.old,
 * rename into place (renames in the folder's descriptor); @r->stop is asked
 * before each rename, and a yes abandons (the old file put back)
 * Return: 0; -EINTR when abandoned (nothing printed, the temporary file
 * removed); -1 (message printed; the temporary file is removed, or, when
 * only a rename failed, kept and named, and only when it is still there).
 */
int rundb_finish(struct rundb *r);

/* rundb_abort - close and remove the temporary file (ours only: never
 * another file renamed in its place) */
void rundb_abort(struct rundb *r);

/* rundb_dir - the folder of @path (malloc'ed) */
char *rundb_dir(const char *path);

#endif
