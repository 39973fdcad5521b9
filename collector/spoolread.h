/* SPDX-License-Identifier: GPL-2.0 */
/*
 * spoolread - decode spooled ring-buffer sub-buffers (kbuffer + tep) and
 * merge the CPUs into one stream in timestamp order.
 */
#ifndef PT_SPOOLREAD_H
#define PT_SPOOLREAD_H

#include <event-parse.h>

struct spool_reader;

/**
 * spool_reader_open - open DIR/cpu0.raw .. cpu(N-1).raw
 * @tep: the event formats the buffers were written with
 * @dir: the spool folder, as messages name it
 * @dir_fd: that folder, open: the files are opened through it
 * @subbuf_size: the ring buffer's sub-buffer size (bytes)
 * Return: the reader, or NULL (message printed).
 */
struct spool_reader *spool_reader_open(struct tep_handle *tep, const char *dir, int dir_fd,
				       int nr_cpus, int subbuf_size);

/**
 * spool_reader_next - the next event over all CPUs
 * @rec: filled (ts, cpu, data, size); valid until the next call
 * @missed: set to the events the ring buffer lost on rec->cpu just before
 *          this one (-1: lost, number unknown; 0: none)
 * Return: 1 for an event, 0 at the end.
 */
int spool_reader_next(struct spool_reader *r, struct tep_record *rec, long long *missed);

void spool_reader_close(struct spool_reader *r);

/**
 * spool_subbuf_ok - a sub-buffer's header is sane: its commit size fits in
 * the sub-buffer and in the @avail bytes there are (a torn tail may not)
 * @lsize: the kernel's long, 4 or 8 bytes
 */
int spool_subbuf_ok(const void *subbuf_data, size_t avail, int subbuf, int lsize);

#endif
