// SPDX-License-Identifier: GPL-2.0
/*
 * cache.c - what compare and plot --compare remember of each traced run
 * analysed: its metrics, energy and WHY measures (cmp_run's m, have_energy,
 * joules, watts, why), in one SQLite file of the user's, so that the next
 * compare of the same runs does not analyse them again.
 *
 * An entry's key is the database's content identity (device, inode, size,
 * mtime in ns, SQLite's file change counter; the inode's generation and
 * birth time where the file system has them; a -wal file's size and mtime),
 * the program's build (its version and the executable's device, inode,
 * size and mtime, /proc/self/exe) and --comm: anything else changed, it is
 * another key.  An entry is its encoding (cache.h) with a checksum of key
 * and data; read back it is decoded with every field checked against its
 * range and against the others it follows from, and any doubt is a miss.
 * The run's database is never written.  A cache that cannot be opened or
 * written is said once (a warning) and compare goes on without it.
 */
#include <errno.h>
#include <fcntl.h>
#include <linux/fs.h>
#include <math.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include "compare/cache.h"
#include "findings/findings.h"
#include "mkdir_p.h"
#include "msg.h"
#include "version.h"

#define CACHE_FORMAT 1            /* of the key and the data: in every key */
#define ENTRY_MAGIC 0x31454350u   /* "PCE1" */
#define BUSY_MS 5000

struct cmp_cache {
	sqlite3 *db;
	char *file;
	char *build;   /* the program's identity, in every key */
	int readonly;  /* nothing is stored (said when a run is not there) */
	int off;       /* nothing is read either: the file cannot be (said) */
	int warned;    /* the one warning said */
	int stored;    /* entries stored */
	int rejected;  /* entries found that failed the checks */
	sqlite3_stmt *get, *put;
};

/* ---- identities -------------------------------------------------------- */

int cmp_file_id(const char *path, struct cmp_file_id *id)
{
	unsigned char h[100];
	struct statx sx;
	struct stat st;
	long gen = 0; /* the kernel writes an int */
	char *wal;
	int fd;

	memset(id, 0, sizeof(*id));
	fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
	if (fd < 0)
		return -1;
	if (fstat(fd, &st) < 0 || !S_ISREG(st.st_mode) ||
	    pread(fd, h, sizeof(h), 0) != (ssize_t)sizeof(h) ||
	    memcmp(h, "SQLite format 3", 16) != 0) {
		close(fd);
		return -1;
	}
	if (ioctl(fd, FS_IOC_GETVERSION, &gen) == 0)
		id->gen = (unsigned long long)(unsigned int)gen;
	if (statx(fd, "", AT_EMPTY_PATH, STATX_BTIME, &sx) == 0 && (sx.stx_mask & STATX_BTIME)) {
		id->btime_s = (long long)sx.stx_btime.tv_sec;
		id->btime_ns = (long)sx.stx_btime.tv_nsec;
	}
	close(fd);
	id->dev = (unsigned long long)st.st_dev;
	id->ino = (unsigned long long)st.st_ino;
	id->size = (unsigned long long)st.st_size;
	id->mtime_s = (long long)st.st_mtim.tv_sec;
	id->mtime_ns = st.st_mtim.tv_nsec;
	id->counter = (uint32_t)h[24] << 24 | (uint32_t)h[25] << 16 | (uint32_t)h[26] << 8 | h[27];
	/* in WAL mode what was written last is in the -wal file */
	if (asprintf(&wal, "%s-wal", path) < 0)
		return -1;
	if (stat(wal, &st) == 0) {
		id->wal = 1;
		id->wal_size = (unsigned long long)st.st_size;
		id->wal_mtime_s = (long long)st.st_mtim.tv_sec;
		id->wal_mtime_ns = st.st_mtim.tv_nsec;
	} else if (errno != ENOENT) {
		free(wal);
		return -1;
	}
	free(wal);
	return 0;
}

int cmp_file_id_eq(const struct cmp_file_id *a, const struct cmp_file_id *b)
{
	return a->dev == b->dev && a->ino == b->ino && a->size == b->size && a->gen == b->gen &&
	       a->btime_s == b->btime_s && a->btime_ns == b->btime_ns &&
	       a->mtime_s == b->mtime_s && a->mtime_ns == b->mtime_ns &&
	       a->counter == b->counter && a->wal == b->wal && a->wal_size == b->wal_size &&
	       a->wal_mtime_s == b->wal_mtime_s && a->wal_mtime_ns == b->wal_mtime_ns;
}

/* build_id - this program's build: its version and its executable */
static char *build_id(void)
{
	struct stat st;
	char *s;

	if (stat("/proc/self/exe", &st) < 0)
		return NULL;
	if (asprintf(&s, "%s exe %llu:%llu:%llu:%lld.%09ld", pt_version,
		     (unsigned long long)st.st_dev, (unsigned long long)st.st_ino,
		     (unsigned long long)st.st_size, (long long)st.st_mtim.tv_sec,
		     st.st_mtim.tv_nsec) < 0)
		return NULL;
	return s;
}

/* make_key - the key of @id under --comm @comm in @sb */
static void make_key(const struct cmp_cache *c, const struct cmp_file_id *id, const char *comm,
		     struct strbuf *sb)
{
	sb_printf(sb, "format %d\nbuild %s\ndb %llu:%llu:%llu:%lld.%09ld:%u\ninode %llu:%lld.%09ld\n",
		  CACHE_FORMAT, c->build, id->dev, id->ino, id->size, id->mtime_s, id->mtime_ns,
		  id->counter, id->gen, id->btime_s, id->btime_ns);
	if (id->wal)
		sb_printf(sb, "wal %llu:%lld.%09ld\n", id->wal_size, id->wal_mtime_s,
			  id->wal_mtime_ns);
	else
		sb_adds(sb, "wal none\n");
	if (comm)
		sb_printf(sb, "comm %zu:%s\n", strlen(comm), comm);
	else
		sb_adds(sb, "comm none\n");
}

/* checksum - FNV-1a (64 bits) of @key then @data, mixed (splitmix64's
 * finaliser); an integer SQLite keeps as it is */
static sqlite3_int64 checksum(const struct strbuf *key, const void *data, size_t n)
{
	const unsigned char *p;
	uint64_t h = 0xcbf29ce484222325ull;
	size_t i;

	for (p = (const unsigned char *)key->buf, i = 0; i < key->len; i++)
		h = (h ^ p[i]) * 0x100000001b3ull;
	h = (h ^ 0xff) * 0x100000001b3ull; /* key and data apart */
	for (p = data, i = 0; i < n; i++)
		h = (h ^ p[i]) * 0x100000001b3ull;
	h ^= h >> 30;
	h *= 0xbf58476d1ce4e5b9ull;
	h ^= h >> 27;
	h *= 0x94d049bb133111ebull;
	h ^= h >> 31;
	return (sqlite3_int64)(h & 0x7fffffffffffffffull);
}

/* ---- the encoding ------------------------------------------------------ */

static int nr_findings(void)
{
	int n = 0;

	while (findings_table[n])
		n++;
	return n;
}

static int finding_index(const char *id)
{
	int i;

	for (i = 0; findings_table[i]; i++)
		if (!strcmp(findings_table[i]->id, id))
			return i;
	return -1;
}

/* encode - the analysis of @r; -1 when it cannot be (an unknown finding) */
static int encode(const struct cmp_run *r, struct strbuf *sb)
{
	const struct cmp_metrics *m = &r->m;
	int i, n = 0, idx[CMP_NFIND];

	for (i = 0; i < CMP_NFIND && m->findings[i]; i++) {
		idx[n] = finding_index(m->findings[i]);
		if (idx[n++] < 0)
			return -1;
	}
	cmp_enc_u32(sb, ENTRY_MAGIC);
	cmp_enc_u32(sb, (uint32_t)m->path);
	cmp_enc_u32(sb, (uint32_t)m->updates);
	cmp_enc_f64(sb, m->delay_p50_us);
	cmp_enc_f64(sb, m->delay_p99_us);
	cmp_enc_f64(sb, m->requested);
	cmp_enc_f64(sb, m->delivered);
	cmp_enc_f64(sb, m->wakeup_p99_us);
	cmp_enc_f64(sb, m->idle_share);
	cmp_enc_f64(sb, m->wake_idle_share);
	cmp_enc_f64(sb, m->watts);
	cmp_enc_u32(sb, (uint32_t)n);
	for (i = 0; i < n; i++)
		cmp_enc_u32(sb, (uint32_t)idx[i]);
	cmp_enc_u32(sb, (uint32_t)r->have_energy);
	cmp_enc_f64(sb, r->joules);
	cmp_enc_f64(sb, r->watts);
	cmp_enc_u32(sb, r->why != NULL);
	if (r->why)
		cmp_why_encode(r, sb);
	return sb->oom ? -1 : 0;
}

/* share - a share of time or of a count: from 0 to 1 (and what rounding
 * can add to a whole 1) */
static int share(double v)
{
	return isnan(v) || (v >= 0 && v <= 1 + 1e-9);
}

static int nonneg(double v)
{
	return isnan(v) || v >= 0;
}

/* decode - @t (a copy of the run: its light flag, result) from @d, checked
 * (read_metrics() in runs.c makes what is checked here); 0, -1 */
static int decode(struct cmp_dec *d, struct cmp_run *t)
{
	struct cmp_metrics *m = &t->m;
	uint32_t i, n, k, why;

	memset(m, 0, sizeof(*m));
	t->why = NULL;
	if (cmp_dec_u32(d) != ENTRY_MAGIC)
		return -1;
	m->path = (enum gov_path)cmp_dec_u32_max(d, NR_PATHS);
	m->updates = (int)cmp_dec_u32_max(d, 2);
	m->delay_p50_us = cmp_dec_f64(d);
	m->delay_p99_us = cmp_dec_f64(d);
	m->requested = cmp_dec_f64(d);
	m->delivered = cmp_dec_f64(d);
	m->wakeup_p99_us = cmp_dec_f64(d);
	m->idle_share = cmp_dec_f64(d);
	m->wake_idle_share = cmp_dec_f64(d);
	m->watts = cmp_dec_f64(d);
	n = cmp_dec_u32_max(d, CMP_NFIND + 1);
	for (i = 0; i < n && !d->bad; i++) {
		const struct finding_def *def;

		k = cmp_dec_u32_max(d, (uint32_t)nr_findings());
		def = d->bad ? NULL : findings_table[k];
		if (!def || def->last)
			return -1;
		m->findings[i] = def->id;
		for (k = 0; k < i; k++)
			if (m->findings[k] == def->id)
				return -1;
	}
	t->have_energy = (int)cmp_dec_u32_max(d, 2);
	t->joules = cmp_dec_f64(d);
	t->watts = cmp_dec_f64(d);
	why = cmp_dec_u32_max(d, 2);
	if (d->bad)
		return -1;
	if (!nonneg(m->delay_p50_us) || !nonneg(m->delay_p99_us) || !nonneg(m->requested) ||
	    !nonneg(m->delivered) || !nonneg(m->wakeup_p99_us) || !share(m->idle_share) ||
	    !share(m->wake_idle_share) ||
	    (m->path == PATH_FAST && (!isnan(m->delay_p50_us) || !isnan(m->delay_p99_us))) ||
	    (!isnan(m->delay_p50_us) && !(m->delay_p50_us <= m->delay_p99_us)))
		return -1;
	if (t->have_energy ? !(t->joules >= 0 && t->watts > 0 && m->watts == t->watts) :
			     t->joules != 0 || t->watts != 0 || !isnan(m->watts))
		return -1;
	/* a light run has no WHY measures, a traced one has them */
	if ((int)why == t->light)
		return -1;
	if (why && cmp_why_decode(d, t) < 0)
		return -1;
	if (d->off != d->len) {
		cmp_why_run_free(t->why);
		t->why = NULL;
		return -1;
	}
	return 0;
}

/* ---- the file ---------------------------------------------------------- */

/* warn - a cache's warning: about @file, @what; one per cache (@c NULL:
 * before it is opened, which is said once too) */
static void warn(struct cmp_cache *c, const char *file, const char *what, const char *reason,
		 const char *then)
{
	if (c && c->warned)
		return;
	if (c)
		c->warned = 1;
	pt_warn("%s: %s: %s; %s", file, what, reason, then);
}

/* cache_path - $XDG_CACHE_HOME/pstate-trace/compare.db (an absolute one),
 * else $HOME/.cache/pstate-trace/compare.db; its folder in @dir */
static char *cache_path(char **dir)
{
	const char *x = getenv("XDG_CACHE_HOME"), *h = getenv("HOME");
	char *f = NULL;

	*dir = NULL;
	if (x && x[0] == '/') {
		if (asprintf(dir, "%s/pstate-trace", x) < 0)
			*dir = NULL;
	} else if (h && h[0] == '/') {
		if (asprintf(dir, "%s/.cache/pstate-trace", h) < 0)
			*dir = NULL;
	} else {
		return NULL;
	}
	if (*dir && asprintf(&f, "%s/compare.db", *dir) < 0)
		f = NULL;
	if (!f) {
		free(*dir);
		*dir = NULL;
	}
	return f;
}

static const char then_none[] = "compare analyses every run without it";

/* open_file - the cache file, created 0600 when missing: opened by SQLite
 * (read-only when it can only be read); 0, -1 (said) */
static int open_file(struct cmp_cache *c, char *dir)
{
	struct stat st;
	int fd, rc, err;

	if (mkdir_p(dir, 0700, NULL) < 0) {
		warn(c, dir, "cannot make the cache's folder", strerror(errno), then_none);
		return -1;
	}
	fd = open(c->file, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY | O_NONBLOCK,
		  0600);
	err = errno;
	if (fd < 0 && (err == EACCES || err == EROFS || err == EPERM)) {
		c->readonly = 1;
		fd = open(c->file, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
		/* none to read either: why it cannot be made */
		if (fd < 0 && errno == ENOENT)
			errno = err;
	}
	if (fd < 0) {
		warn(c, c->file, "cannot open the cache", strerror(errno), then_none);
		return -1;
	}
	rc = fstat(fd, &st);
	close(fd);
	if (rc < 0 || !S_ISREG(st.st_mode)) {
		warn(c, c->file, "cannot open the cache", rc < 0 ? strerror(errno) : "not a file",
		     then_none);
		return -1;
	}
	rc = sqlite3_open_v2(c->file, &c->db,
			     (c->readonly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE) |
				     SQLITE_OPEN_NOFOLLOW,
			     NULL);
	if (rc != SQLITE_OK) {
		warn(c, c->file, "cannot open the cache",
		     c->db ? sqlite3_errmsg(c->db) : sqlite3_errstr(rc), then_none);
		return -1;
	}
	sqlite3_busy_timeout(c->db, BUSY_MS);
	return 0;
}

static const char schema_sql[] =
	"BEGIN IMMEDIATE;"
	"CREATE TABLE IF NOT EXISTS run_entry (key BLOB PRIMARY KEY, data BLOB NOT NULL,"
	" sum INTEGER NOT NULL, stored INTEGER NOT NULL);"
	"PRAGMA user_version = 1;"
	"COMMIT;";

/* user_version - the cache file's format (PRAGMA user_version); -1 when it
 * cannot be read */
static int user_version(sqlite3 *db)
{
	sqlite3_stmt *st;
	int v = -1;

	if (sqlite3_prepare_v2(db, "PRAGMA user_version", -1, &st, NULL) != SQLITE_OK)
		return -1;
	if (sqlite3_step(st) == SQLITE_ROW)
		v = sqlite3_column_int(st, 0);
	sqlite3_finalize(st);
	return v;
}

/* open_db - the table, made when the file is new; the statements; 0, -1
 * (said) */
static int open_db(struct cmp_cache *c)
{
	int v = user_version(c->db);
	char why[64];

	if (v == 0 && !c->readonly && sqlite3_exec(c->db, schema_sql, NULL, NULL, NULL) != SQLITE_OK) {
		warn(c, c->file, "cannot make the cache", sqlite3_errmsg(c->db), then_none);
		sqlite3_exec(c->db, "ROLLBACK", NULL, NULL, NULL);
		return -1;
	}
	if (v == 0)
		v = user_version(c->db);
	if (v != 1) {
		if (v < 0)
			warn(c, c->file, "cannot read the cache", sqlite3_errmsg(c->db), then_none);
		else if (v == 0)
			warn(c, c->file, "cannot use the cache", "it is empty and read-only",
			     then_none);
		else {
			snprintf(why, sizeof(why), "its format is %d, this program's 1", v);
			warn(c, c->file, "cannot use the cache", why, then_none);
		}
		return -1;
	}
	if (sqlite3_prepare_v2(c->db, "SELECT data, sum FROM run_entry WHERE key = ?", -1,
			       &c->get, NULL) != SQLITE_OK ||
	    (!c->readonly &&
	     sqlite3_prepare_v2(c->db,
				"INSERT OR REPLACE INTO run_entry (key, data, sum, stored) "
				"VALUES (?, ?, ?, ?)",
				-1, &c->put, NULL) != SQLITE_OK)) {
		warn(c, c->file, "cannot read the cache", sqlite3_errmsg(c->db), then_none);
		return -1;
	}
	return 0;
}

struct cmp_cache *cmp_cache_open(void)
{
	struct cmp_cache *c = calloc(1, sizeof(*c));
	char *dir = NULL;

	if (!c)
		return NULL;
	c->file = cache_path(&dir);
	if (!c->file) {
		warn(c, "compare", "no cache",
		     "neither XDG_CACHE_HOME nor HOME is an absolute path", then_none);
		goto fail;
	}
	c->build = build_id();
	if (!c->build) {
		warn(c, c->file, "cannot use the cache",
		     "this program cannot be identified (/proc/self/exe)", then_none);
		goto fail;
	}
	if (open_file(c, dir) < 0 || open_db(c) < 0)
		goto fail;
	free(dir);
	return c;
fail:
	free(dir);
	c->stored = 0;
	cmp_cache_close(c);
	return NULL;
}

int cmp_cache_get(struct cmp_cache *c, const struct cmp_file_id *id, const char *comm,
		  struct cmp_run *r)
{
	struct strbuf key = STRBUF_INIT;
	struct cmp_run t = *r;
	struct cmp_dec d = { 0 };
	int rc, hit = 0;

	if (c->off)
		return 0;
	make_key(c, id, comm, &key);
	if (key.oom)
		goto out;
	sqlite3_reset(c->get);
	sqlite3_bind_blob(c->get, 1, key.buf, (int)key.len, SQLITE_STATIC);
	rc = sqlite3_step(c->get);
	if (rc == SQLITE_ROW && sqlite3_column_type(c->get, 0) == SQLITE_BLOB &&
	    sqlite3_column_type(c->get, 1) == SQLITE_INTEGER) {
		d.p = sqlite3_column_blob(c->get, 0);
		d.len = (size_t)sqlite3_column_bytes(c->get, 0);
		if (d.p && checksum(&key, d.p, d.len) == sqlite3_column_int64(c->get, 1) &&
		    decode(&d, &t) == 0) {
			r->m = t.m;
			r->have_energy = t.have_energy;
			r->joules = t.joules;
			r->watts = t.watts;
			r->why = t.why;
			hit = 1;
		} else {
			c->rejected++;
		}
	} else if (rc == SQLITE_ROW) {
		c->rejected++;
	} else if (rc != SQLITE_DONE) {
		/* a miss, said once; the cache is not used again */
		warn(c, c->file, "cannot read the cache", sqlite3_errmsg(c->db),
		     "compare analyses the runs without it");
		c->off = c->readonly = 1;
	}
	sqlite3_reset(c->get);
	sqlite3_clear_bindings(c->get);
out:
	sb_free(&key);
	return hit;
}

void cmp_cache_put(struct cmp_cache *c, const struct cmp_file_id *id, const char *comm,
		   const struct cmp_run *r)
{
	struct strbuf key = STRBUF_INIT, data = STRBUF_INIT;
	int rc;

	/* a read-only cache is said when it lacks an entry */
	if (c->readonly) {
		warn(c, c->file, "cannot store in the cache", "it is read-only",
		     "the runs analysed now are analysed again next time");
		return;
	}
	make_key(c, id, comm, &key);
	if (encode(r, &data) < 0 || key.oom || data.oom)
		goto out;
	sqlite3_bind_blob(c->put, 1, key.buf, (int)key.len, SQLITE_STATIC);
	sqlite3_bind_blob(c->put, 2, data.buf, (int)data.len, SQLITE_STATIC);
	sqlite3_bind_int64(c->put, 3, checksum(&key, data.buf, data.len));
	sqlite3_bind_int64(c->put, 4, (sqlite3_int64)time(NULL));
	rc = sqlite3_step(c->put);
	sqlite3_reset(c->put);
	sqlite3_clear_bindings(c->put);
	if (rc != SQLITE_DONE) {
		warn(c, c->file, "cannot store in the cache", sqlite3_errmsg(c->db),
		     "the runs analysed now are analysed again next time");
		c->readonly = 1;
	} else {
		c->stored++;
	}
out:
	sb_free(&key);
	sb_free(&data);
}

int cmp_cache_rejected(const struct cmp_cache *c)
{
	return c ? c->rejected : 0;
}

void cmp_cache_close(struct cmp_cache *c)
{
	char sql[128];

	if (!c)
		return;
	if (c->stored && !c->readonly) {
		snprintf(sql, sizeof(sql), "DELETE FROM run_entry WHERE stored < %lld",
			 (long long)time(NULL) - CMP_CACHE_DAYS * 86400LL);
		sqlite3_exec(c->db, sql, NULL, NULL, NULL);
	}
	sqlite3_finalize(c->get);
	sqlite3_finalize(c->put);
	sqlite3_close(c->db);
	free(c->file);
	free(c->build);
	free(c);
}
