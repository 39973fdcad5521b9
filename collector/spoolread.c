// SPDX-License-Identifier: GPL-2.0
/*
 * spoolread.c - per-CPU kbuffer iterators over mmap'ed spool files, merged
 * with a binary heap on the next timestamp (256 CPUs cost log2(256) = 8
 * comparisons an event, not 256).
 */
#include <errno.h>
#include <fcntl.h>
#include <kbuffer.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include "msg.h"
#include "spoolread.h"

struct cpu_iter {
	int cpu;
	char *map;
	size_t size;
	size_t off; /* offset of the loaded sub-buffer */
	size_t released; /* pages before this are given back (MADV_DONTNEED) */
	struct kbuffer *kbuf;
	void *event; /* current event, NULL at the end */
	unsigned long long ts;
	long long missed; /* reported with the first event of a sub-buffer */
};

struct spool_reader {
	int subbuf;
	int lsize; /* the kernel's long: 4 or 8 bytes */
	int nr;
	struct cpu_iter *cpus;
	int *heap; /* indexes into cpus[], min-heap on ts */
	int heap_n;
	int started; /* an event was returned: heap[0]'s must be moved on */
};

int spool_subbuf_ok(const void *subbuf_data, size_t avail, int subbuf, int lsize)
{
	const char *page = subbuf_data;
	unsigned long long commit = 0;

	if (avail < 8 + (size_t)lsize)
		return 0;
	memcpy(&commit, page + 8, lsize); /* spool files are in host byte order */
	commit &= (1ULL << 27) - 1;       /* the top bits are missed-events flags */
	return commit <= (unsigned long long)(subbuf - 8 - lsize) &&
	       commit <= avail - (8 + (size_t)lsize);
}

/* load - load sub-buffers from @off on until one has an event */
static void load(struct cpu_iter *c, int subbuf, int lsize)
{
	while (c->off < c->size) {
		size_t avail = c->size - c->off;

		if (!spool_subbuf_ok(c->map + c->off, avail, subbuf, lsize) ||
		    kbuffer_load_subbuffer(c->kbuf, c->map + c->off) < 0) {
			c->off += subbuf;
			continue;
		}
		c->missed = kbuffer_missed_events(c->kbuf);
		c->event = kbuffer_read_event(c->kbuf, &c->ts);
		if (c->event)
			return;
		c->off += subbuf;
	}
	c->event = NULL;
}

#define RELEASE_CHUNK (16UL << 20)

static void advance(struct cpu_iter *c, int subbuf, int lsize)
{
	c->missed = 0;
	c->event = kbuffer_next_event(c->kbuf, &c->ts);
	if (!c->event) {
		c->off += subbuf;
		load(c, subbuf, lsize);
		/* What was read is not read again: keep the resident set flat
		 * however long the recording (the page cache still has it). */
		if (c->off - c->released >= 2 * RELEASE_CHUNK) {
			madvise(c->map + c->released, RELEASE_CHUNK, MADV_DONTNEED);
			c->released += RELEASE_CHUNK;
		}
	}
}

static int less(struct spool_reader *r, int a, int b)
{
	const struct cpu_iter *x = &r->cpus[r->heap[a]], *y = &r->cpus[r->heap[b]];

	return x->ts < y->ts || (x->ts == y->ts && x->cpu < y->cpu);
}

static void swap(struct spool_reader *r, int a, int b)
{
	int t = r->heap[a];

	r->heap[a] = r->heap[b];
	r->heap[b] = t;
}

static void sift_down(struct spool_reader *r, int i)
{
	for (;;) {
		int l = 2 * i + 1, m = i;

		if (l < r->heap_n && less(r, l, m))
			m = l;
		if (l + 1 < r->heap_n && less(r, l + 1, m))
			m = l + 1;
		if (m == i)
			return;
		swap(r, i, m);
		i = m;
	}
}

struct spool_reader *spool_reader_open(struct tep_handle *tep, const char *dir, int dir_fd,
				       int nr_cpus, int subbuf_size)
{
	struct spool_reader *r = calloc(1, sizeof(*r));
	enum kbuffer_long_size lsize;
	enum kbuffer_endian endian;
	char path[4096];
	int i;

	if (!r)
		return NULL;
	r->subbuf = subbuf_size;
	r->nr = nr_cpus;
	r->cpus = calloc(nr_cpus, sizeof(*r->cpus));
	r->heap = calloc(nr_cpus, sizeof(*r->heap));
	if (!r->cpus || !r->heap)
		goto out_close;
	r->lsize = tep_get_long_size(tep) == 4 ? 4 : 8;
	lsize = r->lsize == 4 ? KBUFFER_LSIZE_4 : KBUFFER_LSIZE_8;
	endian = tep_is_file_bigendian(tep) ? KBUFFER_ENDIAN_BIG : KBUFFER_ENDIAN_LITTLE;
	for (i = 0; i < nr_cpus; i++) {
		struct cpu_iter *c = &r->cpus[i];
		struct stat st;
		int fd;

		c->cpu = i;
		snprintf(path, sizeof(path), "%s/cpu%d.raw", dir, i);
		fd = openat(dir_fd, strrchr(path, '/') + 1, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
		if (fd < 0) {
			if (errno == ENOENT)
				continue;
			pt_err("%s: %s", path, strerror(errno));
			goto out_close;
		}
		if (fstat(fd, &st) < 0 || st.st_size == 0) {
			close(fd);
			continue;
		}
		c->size = (size_t)st.st_size;
		c->map = mmap(NULL, c->size, PROT_READ, MAP_PRIVATE, fd, 0);
		close(fd);
		if (c->map == MAP_FAILED) {
			c->map = NULL;
			pt_err("%s: %s", path, strerror(errno));
			goto out_close;
		}
		madvise(c->map, c->size, MADV_SEQUENTIAL);
		c->kbuf = kbuffer_alloc(lsize, endian);
		if (!c->kbuf)
			goto out_close;
		load(c, r->subbuf, r->lsize);
		if (c->event)
			r->heap[r->heap_n++] = i;
	}
	for (i = r->heap_n / 2 - 1; i >= 0; i--)
		sift_down(r, i);
	return r;

out_close:
	spool_reader_close(r);
	return NULL;
}

int spool_reader_next(struct spool_reader *r, struct tep_record *rec, long long *missed)
{
	struct cpu_iter *c;

	if (r->started) {
		/* Move the previous winner on, then restore the heap. */
		c = &r->cpus[r->heap[0]];
		advance(c, r->subbuf, r->lsize);
		if (!c->event)
			r->heap[0] = r->heap[--r->heap_n];
		if (r->heap_n)
			sift_down(r, 0);
	}
	if (!r->heap_n)
		return 0;
	c = &r->cpus[r->heap[0]];
	r->started = 1;
	memset(rec, 0, sizeof(*rec));
	rec->ts = c->ts;
	rec->cpu = c->cpu;
	rec->data = c->event;
	rec->size = kbuffer_event_size(c->kbuf);
	rec->record_size = rec->size;
	rec->missed_events = c->missed;
	*missed = c->missed;
	return 1;
}

void spool_reader_close(struct spool_reader *r)
{
	int i;

	if (!r)
		return;
	for (i = 0; r->cpus && i < r->nr; i++) {
		if (r->cpus[i].kbuf)
			kbuffer_free(r->cpus[i].kbuf);
		if (r->cpus[i].map)
			munmap(r->cpus[i].map, r->cpus[i].size);
	}
	free(r->cpus);
	free(r->heap);
	free(r);
}
