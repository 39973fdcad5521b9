/* SPDX-License-Identifier: GPL-2.0 */
/*
 * options - what report and plot both parse: the options that choose what
 * of a run is analysed (--comm, --pid, --cpu, --from, --to), and where the
 * output goes.
 */
#ifndef PT_OPTIONS_H
#define PT_OPTIONS_H

#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include "compare/compare.h"
#include "pass/analysis.h"

enum {
	OPT_SCOPE_COMM = 0x200,
	OPT_SCOPE_PID,
	OPT_SCOPE_CPU,
	OPT_SCOPE_FROM,
	OPT_SCOPE_TO,
};

/* The scope's entries of a getopt_long table. */
#define SCOPE_LONG_OPTIONS                                                                 \
	{ "comm", required_argument, NULL, OPT_SCOPE_COMM },                               \
	{ "pid", required_argument, NULL, OPT_SCOPE_PID },                                 \
	{ "cpu", required_argument, NULL, OPT_SCOPE_CPU },                                 \
	{ "from", required_argument, NULL, OPT_SCOPE_FROM },                               \
	{ "to", required_argument, NULL, OPT_SCOPE_TO }

struct scope_args {
	struct analysis_opts ao; /* what analysis_run() is given */
	int *pids;
	int npids;
	uint8_t *cpus;
	const char *last; /* the last scope option seen ("--cpu"), NULL none */
};

/* scope_init - no filter, the whole run */
void scope_init(struct scope_args *s);

/**
 * scope_option - take getopt_long's @c and @arg if they are a scope option
 * Return: 1 taken, 0 not a scope option, -1 a bad value (message printed).
 */
int scope_option(struct scope_args *s, int c, const char *arg);

/* what scope_getopt() returns for a bad scope value */
#define OPT_SCOPE_BAD 0x2ff

/**
 * scope_getopt - the next option of a command that takes the scope
 * options: getopt_long(@argc, @argv, "o:h", @opts), the scope options
 * taken here (scope_option())
 * Return: the next other option, -1 at the end, OPT_SCOPE_BAD on a bad
 * scope value (message printed).
 */
int scope_getopt(struct scope_args *s, int argc, char **argv, const struct option *opts);

/**
 * scope_finish - check the options together (--comm compiles, --to after
 * --from) and fill @s->ao
 * Return: 0, or -1 (message printed).
 */
int scope_finish(struct scope_args *s);

void scope_free(struct scope_args *s);

/* parse_cpu_list - "0-3,8" into a 0/1 array; 0 or -1 (printed) */
int parse_cpu_list(const char *s, uint8_t **set, int *len);
/* parse_pid_list - "1201,1202" appended to @pids; 0 or -1 (printed) */
int parse_pid_list(const char *s, int **pids, int *n);

/**
 * out_check - whether @path may be the output (-o) of a command that reads
 * the databases @inputs (@n of them): never one of them (the same file by
 * device and inode, a hard or symbolic link to it, or the same resolved
 * path), never a symbolic link (out_open() says why)
 * @path: the output; NULL (stdout) is always fine
 * Return: 0; -2 when @path is an input (a usage error), -1 when it cannot be
 * an output (a symbolic link, a directory); both said.
 */
int out_check(const char *path, char *const *inputs, int n);

/* Where a command's output goes: stdout, a device or pipe named by -o, or
 * a private temporary file renamed to the -o name when it is complete. */
struct out {
	FILE *f;
	const char *path; /* NULL: stdout */
	char *tmp;        /* the temporary file, NULL when writing directly */
};

/**
 * out_open - @o for writing to @path (stdout when NULL)
 *
 * A regular file (or none yet) is written as a temporary file of its own in
 * the same folder, created with O_EXCL, and renamed over @path by
 * out_close(): the file at @path is replaced, never written through, so a
 * symbolic or hard link planted there by another user leads nowhere.  A
 * symbolic link at @path is refused, said; a device or a FIFO is opened as
 * it is, never created.
 * Return: 0, or -1 (said).
 */
int out_open(struct out *o, const char *path);
/* out_close - finish @o: flush, close, rename into place (on an error the
 * temporary file is removed, @path untouched); 0, or -1 (said) */
int out_close(struct out *o);

/* ---- compare and plot --compare ----------------------------------------- */

enum {
	OPT_CMP_BASELINE = 0x280,
	OPT_CMP_LABELS,
	OPT_CMP_NO_CACHE,
};

/* The options compare and plot --compare share, for a getopt_long table. */
#define CMP_LONG_OPTIONS                                                                   \
	{ "baseline", required_argument, NULL, OPT_CMP_BASELINE },                         \
	{ "labels", required_argument, NULL, OPT_CMP_LABELS },                             \
	{ "no-cache", no_argument, NULL, OPT_CMP_NO_CACHE }

/* cmp_option - take getopt_long's @c and @arg if they are CMP_LONG_OPTIONS
 * (checked by cmp_load()); Return: 1 taken, 0 not one of them */
int cmp_option(struct cmp_opts *o, int c, const char *arg);
/* cmp_parse_noise - --noise: "2", "2%" or "0.5" (percent) into a fraction
 * @v; 0, or -1 (said) */
int cmp_parse_noise(const char *s, double *v);

#endif
