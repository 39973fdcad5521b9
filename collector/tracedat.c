// SPDX-License-Identifier: GPL-2.0
/*
 * tracedat.c - the version 6 header walk of trace-cmd's file format
 * (Documentation/trace-cmd/trace-cmd.dat.v6.5.txt in trace-cmd): magic,
 * version, endianness, long and page size, header_page, header_event, the
 * ftrace and event formats, kallsyms, printk formats, saved cmdlines, the CPU
 * count, the options, then "flyrecord" with each CPU's data offset and size.
 * Only sizes are read, to skip; every skip is checked against the file size.
 * The CPU data table is checked against the layout trace-cmd writes: each
 * CPU's data after the headers and after the CPU's before it, page aligned.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "loader.h"
#include "litter.h"
#include "tracedat.h"

/* kbuffer's reading of a ring-buffer page's commit: the length, and flags */
#define COMMIT_MASK ((1ULL << 27) - 1)
#define MISSED_STORED (1ULL << 30) /* the missed count follows the events */

struct rd {
	FILE *f;
	long long size;
	int big; /* the file's endianness */
	int err;
};

static uint64_t swap_n(const unsigned char *b, int n, int big)
{
	uint64_t v = 0;
	int i;

	for (i = 0; i < n; i++)
		v |= (uint64_t)b[big ? n - 1 - i : i] << (8 * i);
	return v;
}

static uint64_t rd_num(struct rd *r, int n)
{
	unsigned char b[8];

	if (r->err || fread(b, 1, n, r->f) != (size_t)n) {
		r->err = 1;
		return 0;
	}
	return swap_n(b, n, r->big);
}

static void rd_skip(struct rd *r, uint64_t n)
{
	long long pos = ftello(r->f);

	if (r->err || pos < 0 || n > (uint64_t)(r->size - pos) ||
	    fseeko(r->f, (off_t)n, SEEK_CUR) < 0)
		r->err = 1;
}

/* rd_str - a NUL-terminated string of at most @max bytes into @buf */
static void rd_str(struct rd *r, char *buf, int max)
{
	int i, c;

	for (i = 0; i < max - 1; i++) {
		c = fgetc(r->f);
		if (c == EOF) {
			r->err = 1;
			break;
		}
		buf[i] = (char)c;
		if (!c)
			return;
	}
	buf[i] = '\0';
	/* too long: skip to its end */
	while (!r->err && (c = fgetc(r->f)) > 0)
		;
	if (c == EOF)
		r->err = 1;
}

/* expect - @s (with its NUL) comes next */
static void expect(struct rd *r, const char *s)
{
	char buf[32];
	size_t n = strlen(s) + 1;

	if (r->err || n > sizeof(buf) || fread(buf, 1, n, r->f) != n || memcmp(buf, s, n) != 0)
		r->err = 1;
}

struct cpu_span {
	uint64_t off, size;
	int cpu;
};

static int by_offset(const void *a, const void *b)
{
	const struct cpu_span *x = a, *y = b;

	if (x->off != y->off)
		return x->off < y->off ? -1 : 1;
	return x->cpu - y->cpu;
}

/*
 * check_spans - the CPU data of @info's table: @nr entries (offset, size),
 * read from a table that ends at byte @hdr_end.  Those with data must not
 * wrap, overlap the headers or each other, nor leave more than a page
 * between them (trace-cmd writes them one after another, page aligned): a
 * table that does is corrupt (said in @info->corrupt), not a cut file.
 * Return: where the last one ends.
 */
static uint64_t check_spans(struct tracedat_info *info, struct cpu_span *sp, int nr,
			    uint64_t hdr_end)
{
	unsigned long long end = hdr_end, off, size;
	char *why = info->corrupt;
	size_t len = sizeof(info->corrupt);
	int i, n = 0;

	for (i = 0; i < nr; i++) {
		off = sp[i].off;
		size = sp[i].size;
		if (!size)
			continue;
		if (off > INT64_MAX || size > INT64_MAX - off) {
			snprintf(why, len, "CPU %d's data (%llu bytes at byte %llu) end past "
				 "any file", sp[i].cpu, size, off);
			return 0;
		}
		sp[n++] = sp[i];
	}
	qsort(sp, (size_t)n, sizeof(*sp), by_offset);
	for (i = 0; i < n; i++) {
		off = sp[i].off;
		if (off < end) {
			if (i)
				snprintf(why, len, "CPU %d's data at byte %llu overlap CPU %d's, "
					 "which end at byte %llu", sp[i].cpu, off, sp[i - 1].cpu,
					 end);
			else
				snprintf(why, len, "CPU %d's data at byte %llu overlap the "
					 "headers, which end at byte %llu", sp[i].cpu, off, end);
			return 0;
		}
		if (off - end > (unsigned long long)info->page_size) {
			snprintf(why, len, "nothing at bytes %llu to %llu, before CPU %d's data "
				 "(CPU data follow the headers and one another)", end, off,
				 sp[i].cpu);
			return 0;
		}
		end = off + sp[i].size;
	}
	return end;
}

/* page_field - offset and size of the field @name in header_page's @text; 0 or -1 */
static int page_field(const char *text, const char *name, int *offset, int *size)
{
	char key[32];
	const char *p, *o, *z;

	snprintf(key, sizeof(key), " %s;", name);
	p = strstr(text, key);
	o = p ? strstr(p, "offset:") : NULL;
	z = o ? strstr(o, "size:") : NULL;
	if (!z)
		return -1;
	*offset = atoi(o + 7);
	*size = atoi(z + 5);
	return 0;
}

/*
 * page_header - where a page's commit and events are, from the header_page
 * text of @len bytes (a kernel's: "field: local_t commit; offset:8; size:8;"
 * and "field: char data; offset:16;"), else as kbuffer assumes for a long of
 * @long_size; commit_size 0 when nothing fits: the page is not to be walked
 */
static void page_header(struct rd *r, uint64_t len, int long_size, struct tracedat_info *info)
{
	char text[2048];
	int size = 0, ds;

	info->commit_at = 8;
	info->commit_size = long_size;
	info->data_at = 8 + long_size;
	if (len >= sizeof(text)) {
		rd_skip(r, len);
	} else if (!r->err && fread(text, 1, len, r->f) == len) {
		text[len] = '\0';
		if (!page_field(text, "commit", &info->commit_at, &size) &&
		    !page_field(text, "data", &info->data_at, &ds))
			info->commit_size = size;
	} else {
		r->err = 1;
	}
	if ((info->commit_size != 4 && info->commit_size != 8) || info->commit_at < 0 ||
	    info->commit_at + info->commit_size > info->data_at || info->data_at > 64)
		info->commit_size = 0;
}

static void v6_walk(struct rd *r, struct tracedat_info *info)
{
	char name[256], label[10];
	uint64_t n, i, j, nsys, end, cpus;
	struct cpu_span *sp;
	int cpu, long_size;

	long_size = (int)rd_num(r, 1);
	info->page_size = (int)rd_num(r, 4);
	expect(r, "header_page");
	page_header(r, rd_num(r, 8), long_size, info);
	expect(r, "header_event");
	rd_skip(r, rd_num(r, 8));
	n = rd_num(r, 4); /* ftrace formats */
	for (i = 0; i < n && !r->err; i++)
		rd_skip(r, rd_num(r, 8));
	nsys = rd_num(r, 4); /* event systems */
	for (i = 0; i < nsys && !r->err; i++) {
		rd_str(r, name, sizeof(name));
		n = rd_num(r, 4);
		for (j = 0; j < n && !r->err; j++)
			rd_skip(r, rd_num(r, 8));
	}
	rd_skip(r, rd_num(r, 4)); /* kallsyms */
	rd_skip(r, rd_num(r, 4)); /* printk formats */
	rd_skip(r, rd_num(r, 8)); /* saved cmdlines */
	cpus = rd_num(r, 4);
	if (!r->err && cpus > PT_MAX_CPUS) {
		snprintf(info->corrupt, sizeof(info->corrupt), "the header says %llu CPUs, more "
			 "than a kernel can have (%d)", (unsigned long long)cpus, PT_MAX_CPUS);
		return;
	}
	info->nr_cpus = (int)cpus;
	if (r->err || info->nr_cpus <= 0)
		return;
	for (;;) {
		if (fread(label, 1, sizeof(label), r->f) != sizeof(label)) {
			r->err = 1;
			return;
		}
		if (!memcmp(label, "options  ", 10)) {
			unsigned int id;

			while (!r->err && (id = (unsigned int)rd_num(r, 2)) != 0)
				rd_skip(r, rd_num(r, 4));
			continue;
		}
		if (!memcmp(label, "latency  ", 10))
			return; /* a latency-format text trace: no CPU data */
		if (memcmp(label, "flyrecord", 10) != 0) {
			r->err = 1;
			return;
		}
		break;
	}
	if (info->page_size < 4096 || info->page_size > (1 << 24) ||
	    (info->page_size & (info->page_size - 1))) {
		r->err = 1; /* libtracecmd would not read it either */
		return;
	}
	info->table_at = ftello(r->f);
	sp = calloc((size_t)info->nr_cpus, sizeof(*sp));
	if (!sp) {
		r->err = 1;
		return;
	}
	for (cpu = 0; cpu < info->nr_cpus && !r->err; cpu++) {
		sp[cpu].off = rd_num(r, 8);
		sp[cpu].size = rd_num(r, 8);
		sp[cpu].cpu = cpu;
		if (sp[cpu].size && (sp[cpu].off >= (uint64_t)r->size ||
				     sp[cpu].size > (uint64_t)r->size - sp[cpu].off))
			info->cut_cpus[cpu / 8] |= (unsigned char)(1 << (cpu % 8));
	}
	if (!r->err) {
		end = check_spans(info, sp, info->nr_cpus,
				  (uint64_t)info->table_at + 16 * (uint64_t)info->nr_cpus);
		info->data_end = info->corrupt[0] ? -1 : (long long)end;
	}
	free(sp);
}

int tracedat_probe(const char *path, struct tracedat_info *info)
{
	static const unsigned char magic[] = { 0x17, 0x08, 0x44, 't', 'r', 'a', 'c', 'i', 'n', 'g' };
	unsigned char head[10];
	struct rd r = { 0 };
	struct stat st;
	char version[16];
	int e;

	memset(info, 0, sizeof(*info));
	info->data_end = -1;
	info->table_at = -1;
	r.f = fopen(path, "r");
	if (!r.f)
		return -1;
	if (fstat(fileno(r.f), &st) < 0)
		goto out_err;
	r.size = info->size = st.st_size;
	if (fread(head, 1, sizeof(head), r.f) != sizeof(head) || memcmp(head, magic, 10) != 0) {
		fclose(r.f);
		return 0;
	}
	rd_str(&r, version, sizeof(version));
	if (r.err)
		goto out_done;
	info->version = atoi(version);
	if (info->version != 6)
		goto out_done;
	e = fgetc(r.f);
	if (e == EOF)
		goto out_done;
	r.big = info->big = e != 0;
	v6_walk(&r, info);
out_done:
	fclose(r.f);
	return 0;
out_err:
	e = errno;
	fclose(r.f);
	errno = e;
	return -1;
}

/* copy_data - @size bytes of @in to @out; 0, or -1 with errno set */
static int copy_data(int in, int out, off_t size)
{
	char buf[65536];
	int shared = 1;
	ssize_t n, w;
	off_t left;

	for (left = size; left > 0; left -= n) {
		/* copy_file_range shares extents where the filesystem can; where it
		 * cannot (EXDEV, ENOSYS, EINVAL...) it will not later either */
		n = shared ? copy_file_range(in, NULL, out, NULL, (size_t)left, 0) : -1;
		if (n > 0)
			continue;
		shared = 0;
		n = read(in, buf, sizeof(buf));
		if (n < 0)
			return -1;
		if (n == 0) {
			errno = ENODATA; /* the file got shorter than it was */
			return -1;
		}
		for (w = 0; w < n;) {
			ssize_t k = write(out, buf + w, (size_t)(n - w));

			if (k < 0)
				return -1;
			w += k;
		}
	}
	return 0;
}

/*
 * event_end - where the ring-buffer event at @pos of @d ends (type_len:5,
 * time_delta:27, as kbuffer reads them), or 0 when its length cannot be read
 * from the @n bytes there are or is not one; it may end past @n
 */
static uint64_t event_end(const unsigned char *d, uint64_t pos, uint64_t n, int big)
{
	uint32_t h, len;
	unsigned int type_len;

	if (pos + 4 > n)
		return 0;
	h = (uint32_t)swap_n(d + pos, 4, big);
	type_len = big ? h >> 27 : h & 31;
	if (type_len >= 1 && type_len <= 28)
		return pos + 4 + 4 * (uint64_t)type_len;
	if (type_len == 30 || type_len == 31) /* time extend, time stamp */
		return pos + 8;
	if (pos + 8 > n)
		return 0;
	len = (uint32_t)swap_n(d + pos + 4, 4, big);
	if (type_len == 29) /* padding: the length after the header */
		return pos + 4 + len;
	if (len < 4) /* the length counts its own word */
		return 0;
	return pos + 8 + (((uint64_t)len - 4 + 3) & ~3ULL);
}

/*
 * fit_page - make the commit of the page at @at in @fd, of which @have
 * bytes are in the file, end with its last event wholly there; the missed
 * count a page may keep after its events is then gone: the page says only
 * that events were missed.  Return: 1 when the page can be kept, 0 when not
 * even its header is there, -1 with errno set.
 */
static int fit_page(int fd, const struct tracedat_info *info, off_t at, uint64_t have)
{
	unsigned char *page;
	uint64_t commit, size, pos, next;
	int i, ret = 1;

	if (!info->commit_size || have < (uint64_t)info->data_at)
		return 0;
	page = malloc(have);
	if (!page)
		return -1;
	if (pread(fd, page, have, at) != (ssize_t)have) {
		free(page);
		errno = EIO; /* the file is that long: the walk read it */
		return -1;
	}
	commit = swap_n(page + info->commit_at, info->commit_size, info->big);
	size = commit & COMMIT_MASK;
	for (pos = 0; pos < size; pos = next) {
		next = event_end(page + info->data_at, pos, have - info->data_at, info->big);
		if (!next || next > size || next > have - info->data_at || next <= pos)
			break;
	}
	if (pos < size) {
		commit = (commit & ~COMMIT_MASK & ~MISSED_STORED) | pos;
		for (i = 0; i < info->commit_size; i++)
			page[info->commit_at + (info->big ? info->commit_size - 1 - i : i)] =
				(unsigned char)(commit >> (8 * i));
		if (pwrite(fd, page + info->commit_at, info->commit_size, at + info->commit_at) !=
		    info->commit_size) {
			ret = -1;
			errno = errno ? errno : ENOSPC;
		}
	}
	free(page);
	return ret;
}

/*
 * clamp_table - in the copy @fd of a cut file of @size bytes, make each
 * CPU's data end where the file ends: with the page the cut leaves partly,
 * its commit fitted to what is there (fit_page()) and the rest of it read
 * as zeros, or before that page when not even its header is there; a CPU
 * whose data start past the end has none.  Return: where the data now end,
 * or -1 with errno set.
 */
static long long clamp_table(int fd, const struct tracedat_info *info, long long size)
{
	uint64_t page = (uint64_t)info->page_size, end = (uint64_t)size;
	unsigned char b[16];
	ssize_t n;
	int cpu, i, keep;

	for (cpu = 0; cpu < info->nr_cpus; cpu++) {
		off_t at = (off_t)info->table_at + 16 * (off_t)cpu;
		uint64_t off, len, whole;

		if (pread(fd, b, sizeof(b), at) != (ssize_t)sizeof(b)) {
			errno = EIO; /* the table is in what the walk read */
			return -1;
		}
		off = swap_n(b, 8, info->big);
		len = swap_n(b + 8, 8, info->big);
		if (!len || off + len <= (uint64_t)size)
			continue;
		len = 0;
		if (off < (uint64_t)size) {
			whole = ((uint64_t)size - off) / page * page;
			keep = whole < (uint64_t)size - off ?
				       fit_page(fd, info, (off_t)(off + whole), size - off - whole) : 0;
			if (keep < 0)
				return -1;
			len = whole + (keep ? page : 0);
		}
		if (len && off + len > end)
			end = off + len;
		for (i = 0; i < 8; i++)
			b[8 + (info->big ? 7 - i : i)] = (unsigned char)(len >> (8 * i));
		n = pwrite(fd, b + 8, 8, at + 8);
		if (n != 8) {
			if (n >= 0)
				errno = ENOSPC;
			return -1;
		}
	}
	return (long long)end;
}

int tracedat_padded_copy(const char *path, const struct tracedat_info *info, int dir_fd)
{
	int in = -1, out = -1, e;
	long long length;
	struct stat st;

	in = open(path, O_RDONLY | O_CLOEXEC);
	if (in < 0 || fstat(in, &st) < 0)
		goto out_err;
	/* a file with no name: nothing planted in the folder (which may be
	 * anyone's) can redirect it, and nothing of it outlives us */
	out = litter_none(dir_fd);
	if (out < 0)
		goto out_err;
	if (copy_data(in, out, st.st_size) < 0)
		goto out_err;
	length = clamp_table(out, info, st.st_size);
	/* the rest of the last page reads as zeros and takes no space */
	if (length < 0 || ftruncate(out, (off_t)length) < 0)
		goto out_err;
	close(in);
	return out;

out_err:
	e = errno;
	if (in >= 0)
		close(in);
	if (out >= 0)
		close(out);
	errno = e;
	return -1;
}
