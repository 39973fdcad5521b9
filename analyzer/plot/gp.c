// SPDX-License-Identifier: GPL-2.0
/*
 * gp.c - the files of a figure: NAME.dat (the numbers, commented) and
 * NAME.gp (a plain gnuplot script that reads NAME.dat by a relative path and
 * writes NAME.png and NAME.svg), and running gnuplot on them.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "compare/labels.h"
#include "msg.h"
#include "plot/plot.h"
#include "quote.h"
#include "strbuf.h"

static struct plot_fig *fig_slot(struct plot_ctx *p, const char *name)
{
	struct plot_fig *fg;
	int i;

	for (i = 0; i < p->nfigs; i++)
		if (!strcmp(p->figs[i].name, name))
			return &p->figs[i];
	if (p->nfigs == PLOT_MAX_FIGS)
		return NULL;
	fg = &p->figs[p->nfigs++];
	memset(fg, 0, sizeof(*fg));
	snprintf(fg->name, sizeof(fg->name), "%s", name);
	return fg;
}

struct plot_fig *plot_fig_add(struct plot_ctx *p, const char *name, const char *fmt, ...)
{
	struct plot_fig *fg = fig_slot(p, name);
	va_list ap;

	if (!fg)
		return NULL;
	va_start(ap, fmt);
	vsnprintf(fg->what, sizeof(fg->what), fmt, ap);
	va_end(ap);
	fg->skipped = 0;
	return fg;
}

void plot_skip(struct plot_ctx *p, const char *name, const char *fmt, ...)
{
	struct plot_fig *fg = fig_slot(p, name);
	va_list ap;

	if (!fg)
		return;
	va_start(ap, fmt);
	vsnprintf(fg->what, sizeof(fg->what), fmt, ap);
	va_end(ap);
	/* an earlier run's files of that name go at plot_out_commit() */
	fg->skipped = 1;
}

/* ---- the output directory and the private folder ------------------------- */

static const char *const fig_exts[] = { "dat", "gp", "png", "svg" };
#define NR_FIG_EXTS ((int)(sizeof(fig_exts) / sizeof(fig_exts[0])))

/* tmp_name - a fresh random name for the private folder */
static void tmp_name(char *buf, size_t n, unsigned int try)
{
	static const char abc[] = "abcdefghijklmnopqrstuvwxyz0123456789";
	unsigned char rnd[10];
	size_t i, len;

	if (getrandom(rnd, sizeof(rnd), GRND_NONBLOCK) != (ssize_t)sizeof(rnd)) {
		/* no entropy yet: a name apart from other processes' is all it needs */
		unsigned int v =
		    (unsigned int)getpid() * 2654435761u ^ (unsigned int)time(NULL) ^ try * 40503u;

		for (i = 0; i < sizeof(rnd); i++, v = v * 1103515245u + 12345u)
			rnd[i] = (unsigned char)(v >> 16);
	}
	len = (size_t)snprintf(buf, n, ".pstate-plot-");
	for (i = 0; i < sizeof(rnd) && len + 1 < n; i++)
		buf[len++] = abc[rnd[i] % (sizeof(abc) - 1)];
	buf[len] = 0;
}

/*
 * A signal (Ctrl-C) while the plot runs: the private folder goes with the
 * process, as an error path would take it, instead of staying hidden in
 * the output directory.  Only what is async-signal-safe: unlinkat() of the
 * names the plot writes, built by hand.
 */
static struct plot_ctx *sig_ctx;
static struct sigaction sig_old[3];
static const int sig_nums[3] = { SIGINT, SIGTERM, SIGHUP };

static void sig_unlink(int fd, const char *name, const char *ext)
{
	char file[96];
	size_t n = 0;

	while (*name && n < 80)
		file[n++] = *name++;
	if (ext) {
		file[n++] = '.';
		while (*ext && n < sizeof(file) - 1)
			file[n++] = *ext++;
	}
	file[n] = 0;
	unlinkat(fd, file, 0);
}

static void sig_cleanup(int sig)
{
	struct plot_ctx *p = sig_ctx;
	int i, k;

	if (p && p->tfd >= 0) {
		for (i = 0; i < p->nfigs && i < PLOT_MAX_FIGS; i++)
			for (k = 0; k < NR_FIG_EXTS; k++)
				sig_unlink(p->tfd, p->figs[i].name, fig_exts[k]);
		for (i = 0; i < p->nextra && i < PLOT_MAX_EXTRA; i++)
			sig_unlink(p->tfd, p->extra[i].file, NULL);
		sig_unlink(p->tfd, "windows", "dat");
		unlinkat(p->dfd, p->tmp, AT_REMOVEDIR);
	}
	signal(sig, SIG_DFL);
	raise(sig);
}

int plot_out_open(struct plot_ctx *p, const char *dir)
{
	struct sigaction sa;
	struct stat st;
	unsigned int i;

	p->dir = dir;
	p->tfd = -1;
	p->tmp[0] = 0;
	/* the directory as named, once: every name below is looked up in it */
	p->dfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (p->dfd < 0) {
		pt_err("%s: %s", dir, strerror(errno));
		return -1;
	}
	for (i = 0; i < 100; i++) {
		tmp_name(p->tmp, sizeof(p->tmp), i);
		if (mkdirat(p->dfd, p->tmp, 0700) == 0)
			break;
		if (errno != EEXIST) {
			pt_err("%s: cannot make a folder in it: %s", dir, strerror(errno));
			p->tmp[0] = 0;
			return -1;
		}
	}
	if (i == 100) {
		pt_err("%s: cannot make a folder in it: every name tried exists", dir);
		p->tmp[0] = 0;
		return -1;
	}
	/* another user who writes in @dir may have put something else under
	 * the name since: only a folder of ours that no one else can enter */
	p->tfd = openat(p->dfd, p->tmp, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	if (p->tfd < 0 || fstat(p->tfd, &st) < 0 || st.st_uid != geteuid() || (st.st_mode & 077)) {
		pt_err("%s/%s: the folder just made was replaced (another user writes in %s): "
		       "nothing is written there",
		       dir, p->tmp, dir);
		if (p->tfd >= 0)
			close(p->tfd);
		p->tfd = -1;
		p->tmp[0] = 0; /* not ours to remove */
		return -1;
	}
	p->tdev = st.st_dev;
	p->tino = st.st_ino;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = sig_cleanup;
	sigemptyset(&sa.sa_mask);
	sig_ctx = p;
	for (i = 0; i < 3; i++)
		sigaction(sig_nums[i], &sa, &sig_old[i]);
	return 0;
}

void plot_out_close(struct plot_ctx *p)
{
	struct plot_text *t;
	struct dirent *e;
	struct stat st;
	DIR *d;
	int fd, i;

	if (p->tfd >= 0) {
		/* what was not put in place: the files of skipped figures, partial ones */
		fd = dup(p->tfd);
		d = fd >= 0 ? fdopendir(fd) : NULL;
		if (!d && fd >= 0)
			close(fd);
		while (d && (e = readdir(d)))
			if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0)
				unlinkat(p->tfd, e->d_name, 0);
		if (d)
			closedir(d);
		close(p->tfd);
		p->tfd = -1;
		/* the folder by its name, when the name is still that folder's */
		if (fstatat(p->dfd, p->tmp, &st, AT_SYMLINK_NOFOLLOW) == 0 &&
		    st.st_dev == p->tdev && st.st_ino == p->tino) {
			if (unlinkat(p->dfd, p->tmp, AT_REMOVEDIR) < 0)
				pt_warn("%s/%s: %s", p->dir, p->tmp, strerror(errno));
		} else {
			pt_warn("%s/%s: no longer the folder this plot wrote in: left alone",
				p->dir, p->tmp);
		}
		p->tmp[0] = 0;
	}
	if (sig_ctx == p) {
		for (i = 0; i < 3; i++)
			sigaction(sig_nums[i], &sig_old[i], NULL);
		sig_ctx = NULL;
	}
	if (p->dfd >= 0)
		close(p->dfd);
	p->dfd = -1;
	while ((t = p->texts)) {
		p->texts = t->next;
		free(t);
	}
}

/*
 * in_the_way - why the name @file in the output directory may not be
 * replaced or removed: NULL when it is free or a regular file of this
 * user's.  Replacing is rename(2), which never writes through what it
 * replaces; the check keeps it from taking away a link or a file that
 * another user put there.
 */
static const char *in_the_way(const struct plot_ctx *p, const char *file, char *buf, size_t n)
{
	struct stat st;

	if (fstatat(p->dfd, file, &st, AT_SYMLINK_NOFOLLOW) < 0) {
		if (errno == ENOENT)
			return NULL;
		snprintf(buf, n, "%s", strerror(errno));
		return buf;
	}
	if (S_ISLNK(st.st_mode))
		return "a symbolic link";
	if (!S_ISREG(st.st_mode))
		return S_ISDIR(st.st_mode) ? "a directory" : "not a regular file";
	if (st.st_uid != geteuid()) {
		snprintf(buf, n, "a file of uid %u, not this user's", (unsigned int)st.st_uid);
		return buf;
	}
	return NULL;
}

/* in_tmp - @file was written in the private folder */
static int in_tmp(const struct plot_ctx *p, const char *file)
{
	struct stat st;

	return fstatat(p->tfd, file, &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISREG(st.st_mode);
}

/* put - rename @file from the private folder into the output directory;
 * 0, or -1 (message printed, p->failed set) */
static int put(struct plot_ctx *p, const char *file)
{
	const char *why;
	char buf[96];

	if (renameat2(p->tfd, file, p->dfd, file, RENAME_NOREPLACE) == 0)
		return 0;
	/* taken (or a file system without RENAME_NOREPLACE): a file of ours
	 * is replaced; whatever is there if it changed since is replaced, not
	 * written through */
	if (errno == EEXIST || errno == EINVAL || errno == ENOSYS) {
		why = in_the_way(p, file, buf, sizeof(buf));
		if (why) {
			pt_err("%s/%s: %s: not replaced", p->dir, file, why);
			p->failed = 1;
			return -1;
		}
		if (renameat(p->tfd, file, p->dfd, file) == 0)
			return 0;
	}
	pt_err("%s/%s: %s", p->dir, file, strerror(errno));
	p->failed = 1;
	return -1;
}

/* plot_remove - an earlier run's @file in the output directory removed */
static void plot_remove(struct plot_ctx *p, const char *file)
{
	const char *why;
	char buf[96];
	struct stat st;

	if (fstatat(p->dfd, file, &st, AT_SYMLINK_NOFOLLOW) < 0)
		return;
	why = in_the_way(p, file, buf, sizeof(buf));
	if (why) {
		pt_warn("%s/%s: %s: left alone, though it is not this run's", p->dir, file, why);
		return;
	}
	if (unlinkat(p->dfd, file, 0) < 0 && errno != ENOENT)
		pt_warn("%s/%s: %s", p->dir, file, strerror(errno));
}

void plot_keep(struct plot_ctx *p, const char *file, int keep)
{
	if (p->nextra == PLOT_MAX_EXTRA)
		return;
	snprintf(p->extra[p->nextra].file, sizeof(p->extra[0].file), "%s", file);
	p->extra[p->nextra++].keep = keep;
}

void plot_discard(struct plot_ctx *p, const char *file)
{
	if (p->tfd >= 0)
		unlinkat(p->tfd, file, 0);
}

/* fig_commit - figure @fg's files into place, or none of them */
static void fig_commit(struct plot_ctx *p, struct plot_fig *fg)
{
	char file[80], buf[96];
	const char *why;
	int i, have[NR_FIG_EXTS];

	for (i = 0; i < NR_FIG_EXTS; i++) {
		snprintf(file, sizeof(file), "%s.%s", fg->name, fig_exts[i]);
		have[i] = !fg->skipped && in_tmp(p, file);
		why = have[i] ? in_the_way(p, file, buf, sizeof(buf)) : NULL;
		if (why) {
			pt_err("%s/%s: %s: not replaced, so %s is not written", p->dir, file, why,
			       fg->name);
			snprintf(fg->what, sizeof(fg->what), "not written: %s is %s", file, why);
			fg->skipped = 1;
			fg->rendered = 0;
			p->failed = 1;
			return;
		}
	}
	for (i = 0; i < NR_FIG_EXTS; i++) {
		snprintf(file, sizeof(file), "%s.%s", fg->name, fig_exts[i]);
		if (!have[i])
			plot_remove(p, file); /* it would pass for this run's */
		else if (put(p, file) < 0)
			fg->rendered = 0;
	}
}

void plot_out_commit(struct plot_ctx *p)
{
	int i;

	if (p->tfd < 0)
		return;
	for (i = 0; i < p->nfigs; i++)
		fig_commit(p, &p->figs[i]);
	for (i = 0; i < p->nextra; i++) {
		if (p->extra[i].keep && in_tmp(p, p->extra[i].file))
			put(p, p->extra[i].file);
		else if (!p->extra[i].keep)
			plot_remove(p, p->extra[i].file);
	}
	p->nextra = 0;
}

FILE *plot_open(struct plot_ctx *p, const char *name, const char *ext)
{
	char file[80];
	FILE *f = NULL;
	int fd;

	snprintf(file, sizeof(file), "%s.%s", name, ext);
	/* a fresh file in the private folder: nothing there to follow */
	fd = openat(p->tfd, file, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
	if (fd >= 0) {
		f = fdopen(fd, "w");
		if (!f)
			close(fd);
	}
	if (!f) {
		pt_err("%s/%s: %s", p->dir, file, strerror(errno));
		p->failed = 1;
	}
	return f;
}

int plot_close(struct plot_ctx *p, FILE *f, const char *name, const char *ext)
{
	int bad = ferror(f);

	if (fclose(f) != 0 || bad) {
		pt_err("%s/%s.%s: %s", p->dir, name, ext, strerror(errno ? errno : EIO));
		p->failed = 1;
		return -1;
	}
	return 0;
}

void gp_clause(FILE *f, int *first)
{
	fputs(*first ? "plot " : ", \\\n     ", f);
	*first = 0;
}

/* ---- strings ----------------------------------------------------------------- */

enum gp_form {
	GP_TEXT,    /* escaped, nothing around it */
	GP_LITERAL, /* a gnuplot string in single quotes */
	GP_FIELD,   /* a column of a .dat file, in double quotes */
};

/* add_hex - @n bytes of @s as \xNN each */
static void add_hex(struct strbuf *sb, const unsigned char *s, size_t n)
{
	static const char hex[] = "0123456789abcdef";

	for (; n; n--, s++) {
		char esc[4] = { '\\', 'x', hex[*s >> 4], hex[*s & 15] };

		sb_add(sb, esc, sizeof(esc));
	}
}

/*
 * add_inert - @s made inert as @form: the one place where data becomes
 * text of a gnuplot script or data file (plot.h says what is escaped).
 * Idempotent on GP_TEXT's output, so that text composed of escaped pieces
 * can go through it again.
 */
static void add_inert(struct strbuf *sb, const char *s, enum gp_form form)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t len = strlen(s), i = 0, n;

	if (form == GP_LITERAL)
		sb_addc(sb, '\'');
	else if (form == GP_FIELD)
		sb_addc(sb, '"');
	while (i < len) {
		if (u[i] < 0x80) {
			if (u[i] < 0x20 || u[i] == 0x7f || (u[i] == '"' && form == GP_FIELD) ||
			    (u[i] == '>' && i >= 2 && u[i - 1] == ']' && u[i - 2] == ']'))
				add_hex(sb, u + i, 1);
			else if (u[i] == '\'' && form == GP_LITERAL)
				sb_adds(sb, "' . \"'\" . '");
			else
				sb_addc(sb, (char)u[i]);
			i++;
			continue;
		}
		n = utf8_seq_len(u + i, len - i);
		if (!n) { /* not UTF-8: that byte */
			add_hex(sb, u + i, 1);
			i++;
		} else if ((n == 2 && u[i] == 0xc2 && u[i + 1] < 0xa0) || /* C1 controls */
			   (n == 3 && u[i] == 0xef && u[i + 1] == 0xbf && u[i + 2] >= 0xbe)) {
			add_hex(sb, u + i, n);
			i += n;
		} else {
			sb_add(sb, s + i, n);
			i += n;
		}
	}
	if (form == GP_LITERAL)
		sb_addc(sb, '\'');
	else if (form == GP_FIELD)
		sb_addc(sb, '"');
}

void sb_add_gp(struct strbuf *sb, const char *s)
{
	add_inert(sb, s, GP_LITERAL);
}

/* put_form - @s as @form on @f */
static void put_form(FILE *f, const char *s, enum gp_form form)
{
	struct strbuf sb = STRBUF_INIT;

	add_inert(&sb, s, form);
	/* out of memory: a string gnuplot reads, never a cut one */
	fputs(sb.oom ? (form == GP_FIELD ? "\"?\"" : "'?'") : sb_cstr(&sb), f);
	sb_free(&sb);
}

void gp_str(FILE *f, const char *s)
{
	put_form(f, s, GP_LITERAL);
}

void dat_str(FILE *f, const char *s)
{
	put_form(f, s, GP_FIELD);
}

void gp_lines(FILE *f, const char *s)
{
	const char *e;
	char *line;

	for (;;) {
		e = strchr(s, '\n');
		if (!e) {
			gp_str(f, s);
			return;
		}
		line = strndup(s, (size_t)(e - s));
		gp_str(f, line ? line : "?");
		free(line);
		fputs(" . \"\\n\" . ", f);
		s = e + 1;
	}
}

const char *gp_text(struct plot_ctx *p, const char *s)
{
	struct strbuf sb = STRBUF_INIT;
	struct plot_text *t;

	if (!s)
		return "";
	add_inert(&sb, s, GP_TEXT);
	if (!sb.oom && !strcmp(sb_cstr(&sb), s)) {
		sb_free(&sb);
		return s;
	}
	t = sb.oom ? NULL : malloc(sizeof(*t) + sb.len + 1);
	if (!t) {
		sb_free(&sb);
		return "?";
	}
	memcpy(t->s, sb.buf, sb.len + 1);
	sb_free(&sb);
	t->next = p->texts;
	p->texts = t;
	return t->s;
}

void gp_index(FILE *f, const char *fmt, ...)
{
	char name[256];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(name, sizeof(name), fmt, ap);
	va_end(ap);
	fputs("datafile index ", f);
	gp_str(f, name);
}

void dat_num(FILE *f, const char *fmt, double v)
{
	if (isnan(v) || isinf(v))
		fputs("NaN", f);
	else
		fprintf(f, fmt, v);
}

double plot_seconds(const struct plot_ctx *p, uint64_t ts)
{
	return ((double)ts - (double)p->t0) / 1e9;
}

static const char *base_name(const char *path)
{
	const char *s = strrchr(path, '/');

	return s ? s + 1 : path;
}

/* written_by - "Written by pstate-analyze plot[ from 'FILE']" */
static void written_by(FILE *f, const struct plot_ctx *p)
{
	fputs("# Written by pstate-analyze plot", f);
	if (p->db) {
		fputs(" from ", f);
		gp_str(f, base_name(p->db));
	}
}

void dat_head(FILE *f, const struct plot_ctx *p, const char *name, const char *what)
{
	fprintf(f, "# %s.dat - %s\n# ", name, what);
	gp_str(f, p->title);
	fputc('\n', f);
	written_by(f, p);
	fprintf(f,
		"; drawn by %s.gp.  Times are seconds\n"
		"# from the run's start (as --from/--to); NaN: not known.\n",
		name);
}

/*
 * The line styles every figure uses: Okabe-Ito colours (told apart with
 * colour-blindness), each with its own dash type and point type.
 */
static const char *const styles[] = {
    "lc rgb '#000000' lw 2 dt 1 pt 7",		 "lc rgb '#E69F00' lw 2 dt 2 pt 5",
    "lc rgb '#0072B2' lw 2 dt 4 pt 9",		 "lc rgb '#009E73' lw 2 dt 5 pt 11",
    "lc rgb '#D55E00' lw 2 dt (12,4,2,4) pt 13", "lc rgb '#CC79A7' lw 2 dt (2,3) pt 6",
    "lc rgb '#56B4E9' lw 2 dt (16,6) pt 4",	 "lc rgb '#999999' lw 2 dt (6,3,2,3,2,3) pt 8",
};

/* Governors' line styles, by gov_rank(): ondemand blue, schedutil vermilion,
 * performance green, conservative orange, powersave pink, userspace sky
 * blue; style 1 (black) is the baseline's and 8 (grey) an unknown governor's. */
static const int gov_styles[] = { 3, 5, 4, 2, 6, 7 };

int gp_gov_style(const char *gov)
{
	int r = gov ? gov_rank(gov) : -1;

	return r >= 0 && r < (int)(sizeof(gov_styles) / sizeof(gov_styles[0])) ? gov_styles[r] : 8;
}

/*
 * The advance of each printable ASCII character in pixels, in the figures'
 * font (sans,10 on pngcairo: DejaVu Sans, hinted), rounded up; measured by
 * rendering each character repeated.  ' ' is first.
 */
static const unsigned char advance[95] = {
	4,  5, 6,  11, 8,  13, 10, 4,  5, 5,  7, 11, 4, 5,  4, 4,  /*  !"#$%&'()*+,-./ */
	8,  8, 8,  8,  8,  8,  8,  8,  8, 8,  4, 4,  11, 11, 11, 7, /* 0-9:;<=>? */
	13, 9, 9,  9,  10, 8,  8,  10, 10, 4, 4, 9,  7, 12, 10, 10, /* @A-O */
	8,  10, 9, 8,  8,  10, 9,  13, 9, 8,  9, 5,  4, 5,  11, 7,  /* P-Z[\]^_ */
	7,  8, 8,  7,  8,  8,  5,  8,  8, 4,  4, 8,  4, 13, 8,  8,  /* `a-o */
	8,  8, 5,  7,  5,  8,  8,  11, 8, 8,  7, 8,  4, 8,  11,     /* p-z{|}~ */
};

int gp_text_width(const char *s, size_t len)
{
	int w = 0, line = 0;
	size_t i;

	for (i = 0; i < len && s[i]; i++) {
		unsigned char ch = (unsigned char)s[i];

		if (ch == '\n') {
			w = line > w ? line : w;
			line = 0;
		} else if (ch >= 0x20 && ch < 0x7f) {
			line += advance[ch - 0x20];
		} else if ((ch & 0xc0) != 0x80 && ch >= 0x80) {
			line += 13; /* a UTF-8 character: as wide as the widest */
		}
	}
	/* a tenth more: another sans font, rounding, the edge of a glyph */
	return (line > w ? line : w) * 11 / 10;
}

int gp_wrap(char *out, size_t n, const char *s, int px)
{
	size_t o = 0, start;
	int lines = 1;
	const char *w, *e;

	if (!n)
		return 0;
	out[0] = 0;
	start = 0; /* where the current line begins in @out */
	for (w = s; *w;) {
		size_t len;

		if (*w == '\n' || *w == ' ') {
			if (*w == '\n' && o + 1 < n) {
				out[o++] = '\n';
				start = o;
				lines++;
			}
			w++;
			continue;
		}
		e = w + strcspn(w, " \n");
		len = e - w;
		/* the word on this line, or on a line of its own, or cut to fit one */
		if (o > start && gp_text_width(out + start, o - start) + gp_text_width(" ", 1) +
					 gp_text_width(w, len) > px) {
			if (o + 1 < n) {
				out[o++] = '\n';
				start = o;
				lines++;
			}
		} else if (o > start && o + 1 < n) {
			out[o++] = ' ';
		}
		while (len && gp_text_width(w, len) > px && len > 1) {
			size_t k = len;

			while (k > 1 && gp_text_width(w, k) > px)
				k--;
			while (k > 1 && ((unsigned char)w[k] & 0xc0) == 0x80)
				k--; /* not inside a UTF-8 character */
			if (o + k + 1 >= n)
				break;
			memcpy(out + o, w, k);
			o += k;
			out[o++] = '\n';
			start = o;
			lines++;
			w += k;
			len -= k;
		}
		if (o + len >= n)
			len = n - o - 1;
		memcpy(out + o, w, len);
		o += len;
		w = e;
	}
	out[o] = 0;
	return lines;
}

/* in_escape - byte @k of @s is inside a \xNN that begins before it */
static int in_escape(const char *s, size_t k)
{
	size_t i;

	for (i = k > 3 ? k - 3 : 0; i < k; i++)
		if (s[i] == '\\' && s[i + 1] == 'x')
			return 1;
	return 0;
}

char *gp_cut(char *out, size_t n, const char *s, int px)
{
	size_t len = strlen(s), k, lo, hi;

	if (len < n && gp_text_width(s, len) <= px) {
		memcpy(out, s, len + 1);
		return out;
	}
	/* the longest prefix that fits, by halves (the width only grows with it) */
	lo = 0;
	hi = len < n - 4 ? len : n - 4;
	while (lo < hi) {
		size_t mid = lo + (hi - lo + 1) / 2;

		if (gp_text_width(s, mid) + gp_text_width("...", 3) <= px)
			lo = mid;
		else
			hi = mid - 1;
	}
	k = lo;
	while (k > 0 && (((unsigned char)s[k] & 0xc0) == 0x80 || in_escape(s, k)))
		k--;
	memcpy(out, s, k);
	memcpy(out + k, "...", 4);
	return out;
}

void gp_title(FILE *f, const char *title, int px)
{
	char buf[2048];

	gp_wrap(buf, sizeof(buf), title, px);
	gp_lines(f, buf);
}

/* gp_begin - the head of NAME.gp, up to the figure's commands (plot_figure()) */
static void gp_begin(FILE *f, const struct plot_ctx *p, const char *name, const char *what,
		     int width, int height)
{
	unsigned int i;

	fprintf(f, "# %s.gp - %s\n# ", name, what);
	gp_str(f, p->title);
	fputs("\n#\n", f);
	written_by(f, p);
	fprintf(f,
		".  Edit freely, then draw it again\n"
		"# in this directory:\n#     gnuplot %s.gp\n"
		"# It reads %s.dat (a relative path) and writes %s.png and %s.svg.\n\n",
		name, name, name, name);
	fprintf(f, "datafile = '%s.dat'\n\n", name);
	fputs("# Line styles: colour, dash type and point type all differ, so that the\n"
	      "# lines stay apart in greyscale too.\n",
	      f);
	for (i = 0; i < sizeof(styles) / sizeof(styles[0]); i++)
		fprintf(f, "set style line %u %s\n", i + 1, styles[i]);
	fputs("set style line 9 lc rgb '#bbbbbb' lw 1 dt 1 pt 0\n", f);
	fputs("set grid lc rgb '#dddddd' lw 1 dt 1\n", f);
	fputs("set border lw 1\n\n", f);
	fputs("# The figure is drawn twice: as PNG, then as SVG.\n", f);
	fputs("do for [fmt in 'png svg'] {\n", f);
	fputs("if (fmt eq 'png') {\n", f);
	fprintf(f, "\tset terminal pngcairo noenhanced size %d,%d font 'sans,10'\n", width, height);
	fputs("} else {\n", f);
	fprintf(f,
		"\tset terminal svg noenhanced size %d,%d dynamic font 'sans,10' "
		"background '#ffffff'\n",
		width, height);
	fputs("}\n", f);
	fprintf(f, "set output '%s.' . fmt\n\n", name);
}

/* gp_end - close what gp_begin() opened */
static void gp_end(FILE *f)
{
	fputs("\nset output\n}\n", f);
}

int plot_figure(struct plot_ctx *p, const struct plot_figure *fg)
{
	FILE *f = plot_open(p, fg->name, "dat");
	int rc;

	if (!f)
		return -1;
	dat_head(f, p, fg->name, fg->dat_what);
	rc = fg->dat(f, p, fg->arg);
	if (plot_close(p, f, fg->name, "dat") < 0)
		return -1;
	if (rc)
		return 1;
	f = plot_open(p, fg->name, "gp");
	if (!f)
		return -1;
	gp_begin(f, p, fg->name, fg->gp_what, fg->width, fg->height);
	if (fg->title) {
		fputs("set title ", f);
		gp_title(f, fg->title, fg->width - GP_TITLE_MARGIN);
		fputc('\n', f);
	}
	fg->gp(f, p, fg->arg);
	gp_end(f);
	return plot_close(p, f, fg->name, "gp") < 0 ? -1 : 0;
}

/* ---- rendering ----------------------------------------------------------- */

/* abs_path - @path against the current directory (malloc'ed): gnuplot runs
 * in the output directory, where a relative path would name another file */
static char *abs_path(const char *path)
{
	char cwd[4096], *s;

	if (path[0] == '/' || !getcwd(cwd, sizeof(cwd)))
		return strdup(path);
	return asprintf(&s, "%s/%s", cwd, path) < 0 ? NULL : s;
}

/* in_path - the first executable @name in PATH, as execvp() finds it (an
 * empty entry is the current directory); malloc'ed, NULL when none */
static char *in_path(const char *name)
{
	const char *path = getenv("PATH"), *s, *e;
	char buf[4096];

	if (!path)
		return NULL;
	for (s = path; *s; s = *e ? e + 1 : e) {
		e = strchr(s, ':');
		if (!e)
			e = s + strlen(s);
		snprintf(buf, sizeof(buf), "%.*s/%s", (int)(e - s), e > s ? s : ".", name);
		if (access(buf, X_OK) == 0)
			return abs_path(buf);
	}
	return NULL;
}

/* find_gnuplot - the gnuplot to run, an absolute path when it was found
 * (malloc'ed); NULL when none, @why says why */
static char *find_gnuplot(const char **why)
{
	const char *env = getenv("PSTATE_GNUPLOT");
	char *prog;

	*why = "out of memory";
	if (env) {
		if (!*env) {
			*why = "PSTATE_GNUPLOT is set empty";
			return NULL;
		}
		if (strchr(env, '/'))
			return abs_path(env);
		/* not in PATH: execvp() fails on it, and the message names it */
		prog = in_path(env);
		return prog ? prog : strdup(env);
	}
	prog = in_path("gnuplot");
	if (!prog)
		*why = "gnuplot is not in PATH";
	return prog;
}

/* run_gnuplot - gnuplot NAME.gp in the folder @dfd: its exit status, 128 + the
 * signal that killed it, 127 when it could not be run, -1 when it could not
 * be started */
static int run_gnuplot(const char *prog, int dfd, const char *name)
{
	char script[128];
	pid_t pid;
	int st;

	snprintf(script, sizeof(script), "%s.gp", name);
	fflush(stdout);
	fflush(stderr);
	pid = fork();
	if (pid < 0)
		return -1;
	if (pid == 0) {
		char *argv[] = {(char *)prog, script, NULL};

		unsigned int i;

		/* not the plot's handler: its files are not the child's to remove */
		for (i = 0; i < sizeof(sig_nums) / sizeof(sig_nums[0]); i++)
			signal(sig_nums[i], SIG_DFL);
		/* the folder itself, whatever its name has become */
		if (fchdir(dfd) < 0)
			_exit(126);
		execvp(prog, argv);
		_exit(127);
	}
	while (waitpid(pid, &st, 0) < 0)
		if (errno != EINTR)
			return -1;
	if (WIFSIGNALED(st))
		return 128 + WTERMSIG(st);
	return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

static int fig_drawn(const struct plot_ctx *p, const char *name)
{
	char file[80];
	struct stat sb;

	snprintf(file, sizeof(file), "%s.png", name);
	return fstatat(p->tfd, file, &sb, AT_SYMLINK_NOFOLLOW) == 0 && S_ISREG(sb.st_mode) &&
	       sb.st_size > 0;
}

int plot_render(struct plot_ctx *p)
{
	const char *why = NULL;
	struct strbuf sb = STRBUF_INIT;
	char *prog = find_gnuplot(&why);
	int i, rc, ret = 0;

	if (!prog) {
		for (i = 0; i < p->nfigs; i++)
			if (!p->figs[i].skipped)
				sb_printf(&sb, " %s.gp", p->figs[i].name);
		if (sb.len)
			pt_warn("not rendered: %s; the data and scripts are in %s/: draw them "
				"with 'cd %s && gnuplot%s' (Debian: apt-get install gnuplot-nox)",
				why, p->dir, p->dir, sb_cstr(&sb));
		sb_free(&sb);
		return 1;
	}
	for (i = 0; i < p->nfigs; i++) {
		struct plot_fig *fg = &p->figs[i];

		if (fg->skipped)
			continue;
		rc = run_gnuplot(prog, p->tfd, fg->name);
		if (rc == 127 || rc < 0) {
			pt_err("%s: cannot run it (PSTATE_GNUPLOT or PATH); the scripts are in "
			       "%s/",
			       prog, p->dir);
			ret = -1;
			break;
		}
		if (rc > 128) {
			pt_err("%s/%s.gp: gnuplot crashed (signal %d)", p->dir, fg->name, rc - 128);
			ret = -1;
			continue;
		}
		if (rc != 0) {
			pt_err("%s/%s.gp: gnuplot failed (exit status %d)", p->dir, fg->name, rc);
			ret = -1;
			continue;
		}
		if (!fig_drawn(p, fg->name)) {
			pt_err("%s/%s.gp: gnuplot exited 0 but wrote no %s.png", p->dir, fg->name,
			       fg->name);
			ret = -1;
			continue;
		}
		fg->rendered = 1;
	}
	free(prog);
	return ret;
}
