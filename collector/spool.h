/* SPDX-License-Identifier: GPL-2.0 */
/*
 * spool - move raw ring-buffer sub-buffers to files while the workload runs.
 *
 * One reader thread per CPU splices trace_pipe_raw into DIR/cpuN.raw; no
 * event is parsed until the workload has ended, so recording costs little
 * more than the kernel's own tracing.  The files hold the kernel's
 * sub-buffers as they are: `trace-cmd restore` can turn them into a
 * trace.dat, and spoolread.c decodes them.
 *
 * Readers that keep up: each sleeps in poll() until its CPU's buffer is
 * buffer_percent full, then drains it empty, and runs SCHED_FIFO (with
 * SCHED_RESET_ON_FORK) so that a machine full of runnable tasks cannot
 * starve it while the buffer fills.  The workload is forked from the main
 * thread, which keeps the normal policy, so nothing it runs inherits ours.
 *
 * Nothing lost unsaid: sub-buffers that cannot be written (a full disk) are
 * still drained, so that the ring buffer does not overwrite what comes
 * after, and their events are counted, per CPU and stretch, for the
 * lost_events table.
 */
#ifndef PT_SPOOL_H
#define PT_SPOOL_H

#include <stdint.h>
#include <event-parse.h>
#include <tracefs.h>
#include "strbuf.h"

/* The spool folder of a recording beside its output: .pstate-trace-PID.spool */
#define SPOOL_DIR_PREFIX ".pstate-trace-"
#define SPOOL_DIR_SUFFIX ".spool"
/* What it holds besides the readers' cpuN.raw: the workload's output, the counters */
#define SPOOL_STDOUT "stdout.raw"
#define SPOOL_STDERR "stderr.raw"
#define SPOOL_COUNTERS "counters.raw"

/*
 * A spool folder: made, used and removed through descriptors, so that
 * nothing renamed or swapped in its place (or in its parent's) meanwhile
 * redirects a write or a removal; locked while in use (litter.h).
 */
struct spool_dir {
	char *path;    /* as messages name it */
	int fd;        /* the folder: its files are made, read and removed through it */
	int parent_fd; /* the folder it is in; -1 for --keep-spool's, never removed */
	char *name;    /* its name there */
};

struct spool;

struct spool_opts {
	int dir_fd;             /* the spool folder (its path is spool_start()'s @dir) */
	int rt_prio;            /* the readers' SCHED_FIFO priority; 0: the normal policy */
	int subbuf_size;        /* the ring buffer's sub-buffer size, bytes */
	size_t buffer_kb;       /* its per-CPU size, for the peak fill */
	struct tep_handle *tep; /* the sub-buffers' long size and byte order */
};

/* What a reader could not write: one stretch of consecutive sub-buffers. */
struct spool_loss {
	int cpu;
	uint64_t ts;       /* of the first event not written */
	uint64_t ts_end;   /* of the last */
	long long events;  /* events in the sub-buffers not written */
	long long missed;  /* ring-buffer losses those sub-buffers reported (-1: some) */
	uint64_t bytes;
};

/**
 * spool_start - open every CPU's trace_pipe_raw and start the readers
 * @dir: an existing folder for the cpuN.raw files (@o->dir_fd), for messages
 * Return: the spool, or NULL (message printed, nothing left running).
 */
struct spool *spool_start(struct tracefs_instance *inst, int nr_cpus, const char *dir,
			  const struct spool_opts *o);

/**
 * spool_stop - tell the readers to drain what is left (the partly filled
 * sub-buffers too), join them, and close trace_pipe_raw (the instance can be
 * removed after this).  Call after tracing was turned off.
 * Return: 0, or -1 when some data could not be written (each CPU's printed).
 */
int spool_stop(struct spool *s);

/**
 * spool_losses - the stretches not written, after spool_stop()
 * @v: set to the array (owned by @s)
 * Return: how many.
 */
int spool_losses(const struct spool *s, const struct spool_loss **v);

/* spool_error - "PATH: strerror" of the first write that failed, NULL if none */
const char *spool_error(const struct spool *s);

/* spool_policy - how the readers ran: "SCHED_FIFO 1", or SCHED_OTHER and why */
const char *spool_policy(const struct spool *s);

/* spool_realtime - the readers ran SCHED_FIFO (all of them) */
int spool_realtime(const struct spool *s);

/* spool_peak_pct - the most of a CPU's buffer one wakeup found filled, in % */
double spool_peak_pct(const struct spool *s);

/* spool_describe - the readers' work: wakeups, bytes, peak fill, CPU time */
void spool_describe(const struct spool *s, struct strbuf *sb);

/* spool_free - close the files; they stay on disk */
void spool_free(struct spool *s);

/**
 * spool_dir_make - the spool folder: @keep (created if needed, else used as
 * it is) when given, else a new .pstate-trace-PID.spool (mode 0700) beside
 * @output, locked until spool_dir_close()
 * Return: 0, or -1 (printed; @d then holds nothing).
 */
int spool_dir_make(struct spool_dir *d, const char *keep, const char *output);

/**
 * spool_dir_close - remove the folder made beside the output (the files the
 * spool makes in it, then the folder, through the descriptors), or only
 * close a --keep-spool one; @d holds nothing afterwards (calling it again,
 * or on a zeroed @d with fds -1, does nothing)
 */
void spool_dir_close(struct spool_dir *d);

/**
 * spool_remove_stale - remove the spool folders in @dir that no live
 * recording holds (killed before it could clean up), saying so; only this
 * user's, of mode 0700, and in them only the files a spool makes.  Another
 * user's folder, a symbolic link or a folder of another mode by that name
 * is left alone, and said.
 * Return: the number removed.
 */
int spool_remove_stale(const char *dir);

#endif
