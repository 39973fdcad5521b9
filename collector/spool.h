/* SPDX-License-Identifier: GPL-2.0 */
/*
 * spool - move raw ring-buffer sub-buffers to files while the workload runs.
 *
 * One reader thread per CPU splices trace_pipe_raw into DIR/cpuN.raw; no
 * event is parsed until the workload has ended, so recording costs little
 * more than the kernel's own tracing.  The files hold the kernel's
 * sub-buffers as they are: `trace-cmd restore` can turn them into a
 * trace.dat, and spoolread.c decodes them.
 */
#ifndef PT_SPOOL_H
#define PT_SPOOL_H

#include <stdint.h>
#include <tracefs.h>

struct spool;

/**
 * spool_start - open every CPU's trace_pipe_raw and start the readers
 * @dir: an existing folder for the cpuN.raw files
 * Return: the spool, or NULL (message printed, nothing left running).
 */
struct spool *spool_start(struct tracefs_instance *inst, int nr_cpus, const char *dir);

/**
 * spool_stop - wake the readers, flush what is left in the buffers, join,
 * and close trace_pipe_raw (the instance can be removed after this)
 * Call after tracing was turned off.
 * Return: 0, or -1 when a reader failed to write (printed).
 */
int spool_stop(struct spool *s);

/* spool_free - close the files; they stay on disk */
void spool_free(struct spool *s);

#endif
