/* SPDX-License-Identifier: GPL-2.0 */
/*
 * cache.h - what compare/cache.c (the cache of the traced runs' metrics),
 * runs.c and why.c share: the identity of a database's content, and the
 * encoding of an entry (little-endian fields in a fixed order, read back
 * with every bound checked).
 */
#ifndef PT_COMPARE_CACHE_H
#define PT_COMPARE_CACHE_H

#include <math.h>
#include <stdint.h>
#include <string.h>
#include "compare/compare.h"
#include "strbuf.h"

/* What tells one content of a database file from another: any one changed,
 * the run is analysed again. */
struct cmp_file_id {
	unsigned long long dev, ino, size;
	/* the inode's generation and birth time, where the file system keeps
	 * them (else 0): an inode number used again is another file */
	unsigned long long gen;
	long long btime_s;
	long btime_ns;
	long long mtime_s;
	long mtime_ns;
	uint32_t counter; /* SQLite's file change counter (header offset 24) */
	int wal;          /* a -wal file beside it: its size and mtime too */
	unsigned long long wal_size;
	long long wal_mtime_s;
	long wal_mtime_ns;
};

/**
 * cmp_file_id - the identity of the database @path's content
 * Return: 0; -1 when it cannot be told (not readable, no SQLite header):
 * the run is analysed and nothing stored.
 */
int cmp_file_id(const char *path, struct cmp_file_id *id);
/* cmp_file_id_eq - the same identity */
int cmp_file_id_eq(const struct cmp_file_id *a, const struct cmp_file_id *b);

struct cmp_cache;

/**
 * cmp_cache_open - the user's cache ($XDG_CACHE_HOME/pstate-trace/compare.db,
 * else $HOME/.cache/pstate-trace/compare.db), created (folder 0700, file
 * 0600) when missing
 * Return: the cache; NULL when it cannot be used (one warning said).
 */
struct cmp_cache *cmp_cache_open(void);
/**
 * cmp_cache_get - the analysis of @r (its m, energy and why) from the entry
 * of @id and --comm @comm: the light flag and result of @r already read
 * Return: 1 when found and valid (@r filled), 0 when not (@r untouched).
 */
int cmp_cache_get(struct cmp_cache *c, const struct cmp_file_id *id, const char *comm,
		  struct cmp_run *r);
/* cmp_cache_put - store the analysis of @r for @id and @comm; a failure to
 * write is said once and the cache is not written again */
void cmp_cache_put(struct cmp_cache *c, const struct cmp_file_id *id, const char *comm,
		   const struct cmp_run *r);
/* cmp_cache_rejected - entries found that did not pass the checks */
int cmp_cache_rejected(const struct cmp_cache *c);
/* cmp_cache_close - prune the entries older than CMP_CACHE_DAYS (when it
 * stored any) and close; NULL is fine */
void cmp_cache_close(struct cmp_cache *c);

#define CMP_CACHE_DAYS 90

/* ---- an entry's encoding -------------------------------------------------- */

struct cmp_dec {
	const unsigned char *p;
	size_t len, off;
	int bad; /* past the end, or a value out of its range */
};

static inline void cmp_enc_u32(struct strbuf *sb, uint32_t v)
{
	unsigned char b[4] = { (unsigned char)v, (unsigned char)(v >> 8),
			       (unsigned char)(v >> 16), (unsigned char)(v >> 24) };

	sb_add(sb, (const char *)b, sizeof(b));
}

static inline void cmp_enc_f64(struct strbuf *sb, double v)
{
	uint64_t u;

	memcpy(&u, &v, sizeof(u));
	cmp_enc_u32(sb, (uint32_t)u);
	cmp_enc_u32(sb, (uint32_t)(u >> 32));
}

static inline uint32_t cmp_dec_u32(struct cmp_dec *d)
{
	const unsigned char *b = d->p + d->off;

	if (d->bad || d->len - d->off < 4) {
		d->bad = 1;
		return 0;
	}
	d->off += 4;
	return (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 |
	       (uint32_t)b[3] << 24;
}

/* cmp_dec_u32_max - a u32 below @lim, else bad */
static inline uint32_t cmp_dec_u32_max(struct cmp_dec *d, uint32_t lim)
{
	uint32_t v = cmp_dec_u32(d);

	if (v >= lim) {
		d->bad = 1;
		return 0;
	}
	return v;
}

/* cmp_dec_f64 - a double that is finite or NAN (never infinite), else bad */
static inline double cmp_dec_f64(struct cmp_dec *d)
{
	uint64_t u = cmp_dec_u32(d);
	double v;

	u |= (uint64_t)cmp_dec_u32(d) << 32;
	memcpy(&v, &u, sizeof(v));
	if (isinf(v))
		d->bad = 1;
	return d->bad ? NAN : v;
}

/* cmp_same_num - @a and @b are the same number, or both NAN */
static inline int cmp_same_num(double a, double b)
{
	return (isnan(a) && isnan(b)) || a == b;
}

/* why.c: the run's cmp_why_run in @sb; from @d into @r->why, checked
 * against @r (its m, energy and result): 0, -1 when out of range or out of
 * memory (@d->bad set for the first) */
void cmp_why_encode(const struct cmp_run *r, struct strbuf *sb);
int cmp_why_decode(struct cmp_dec *d, struct cmp_run *r);

#endif
