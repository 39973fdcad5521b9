// SPDX-License-Identifier: GPL-2.0
/*
 * test_doc - the report's text and markdown stay within 80 columns: a table
 * that fits is a table, one that does not is shown as a list of its rows,
 * every cell kept; paragraphs wrap.
 */
#include "doc.h"
#include "wrap.h"
#include "test.h"

/* render - @d as @fmt into a malloc'ed string */
static char *render(struct doc *d, enum doc_format fmt)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	if (!f)
		return NULL;
	doc_render(d, f, fmt);
	fclose(f);
	return buf;
}

static int widest(const char *s)
{
	int w = 0, n = 0;

	for (; s && *s; s++) {
		if (*s == '\n') {
			n = 0;
			continue;
		}
		if (++n > w)
			w = n;
	}
	return w;
}

static struct doc *table_doc(const char *first_cell)
{
	static const char *const heads[] = { "requested", "n", "p50", "p90", "p99", "max" };
	struct doc *d = doc_new("test");

	doc_section(d, "Latency");
	doc_text(d, "by the requested performance of the CPU it ran on, us:");
	doc_table(d, 6, "lrrrrr", heads);
	doc_row(d, "%s\t%d\t%.1f\t%.1f\t%.1f\t%.1f", "< 0.25", 10, 1.0, 2.0, 3.0, 4.0);
	doc_row(d, "%s\t%d\t%.1f\t%.1f\t%.1f\t%.1f", first_cell, 123456, 150000.0, 190000.0,
		198900.0, 1000000.0);
	doc_text(d, "after the table");
	return d;
}

static void test_tables(void)
{
	static const char *const names[] = { "text", "markdown" };
	enum doc_format fmt;

	for (fmt = DOC_TEXT; fmt <= DOC_MARKDOWN; fmt++) {
		struct doc *d = table_doc("no request yet");
		char *s = render(d, fmt);

		T_OK(s && widest(s) <= DOC_WIDTH, "%s: a table that fits: %d columns", names[fmt],
		     widest(s));
		T_OK(s && strstr(s, fmt == DOC_TEXT ? "\n  no request yet  123456  150000.0  190000.0" :
						     "\n| no request yet | 123456 | 150000.0 |"),
		     "%s: it is a table", names[fmt]);
		free(s);
		doc_free(d);

		d = table_doc("requested (no request yet, a label much too long for its column)");
		s = render(d, fmt);
		T_OK(s && widest(s) <= DOC_WIDTH, "%s: a table too wide for 80 columns: %d columns",
		     names[fmt], widest(s));
		T_OK(s && strstr(s, "< 0.25: n 10, p50 1.0, p90 2.0, p99 3.0, max 4.0") &&
			     strstr(s, "max 1000000.0") && strstr(s, "p99 198900.0") &&
			     strstr(s, "after the table"),
		     "%s: shown as a list of its rows, every cell kept", names[fmt]);
		free(s);
		doc_free(d);
	}
}

/* groups_doc - the bug report's ratio table: two driver groups of three
 * governors between a benchmark column and a better-if column */
static struct doc *groups_doc(const char *driver, const char *better)
{
	const char *const heads[] = { "benchmark", "ondemand", "sugov", "perfgov",
				      "ondemand",  "sugov",    "perfgov", better };
	static const int first[] = { 1, 4 }, n[] = { 3, 3 };
	const char *names[] = { "acpi-cpufreq", driver };
	struct doc *d = doc_new("test");

	doc_section(d, "Ratios");
	doc_table(d, 8, "lrrrrrrl", heads);
	doc_table_groups(d, 2, first, n, names);
	doc_row(d, "tbench\t1.00\t1.04\t1.06\t0.83\t0.40\t1.05\thigher");
	doc_row(d, "hackbench\t1.00\t~\t1.03\t1.09\t1.42\t1.03\tlower");
	return d;
}

static void test_groups(void)
{
	struct doc *d = groups_doc("amd-pstate", "better if");
	char *s = render(d, DOC_TEXT);

	T_OK(s && strstr(s, "\n"
			   "            :       acpi-cpufreq       :        amd-pstate        :\n"
			   "  benchmark : ondemand  sugov  perfgov : ondemand  sugov  perfgov : better if\n"
			   "  tbench    :     1.00   1.04     1.06 :     0.83   0.40     1.05 : higher\n"
			   "  hackbench :     1.00      ~     1.03 :     1.09   1.42     1.03 : lower\n"),
	     "groups: text: the group names centred over their columns, ' : ' at their "
	     "edges");
	T_OK(s && widest(s) <= DOC_WIDTH, "groups: text within 80 columns (%d)", widest(s));
	free(s);
	doc_free(d);
	d = groups_doc("amd-pstate", "better");
	s = render(d, DOC_MARKDOWN);
	T_OK(s && strstr(s, "\n"
			   "| | acpi-cpufreq | | | amd-pstate | | | |\n"
			   "|:--------- | --------:| -----:| -------:| --------:| -----:| -------:|:------ |\n"
			   "| benchmark | ondemand | sugov | perfgov | ondemand | sugov | perfgov | better |\n"
			   "| tbench    |     1.00 |  1.04 |    1.06 |     0.83 |  0.40 |    1.05 | higher |\n"),
	     "groups: markdown: the group names are the header row, the headings the first");
	T_OK(s && widest(s) <= DOC_WIDTH, "groups: markdown within 80 columns (%d)", widest(s));
	free(s);
	doc_free(d);
	/* a name wider than its columns widens them */
	d = groups_doc("a-driver-with-a-long-name", "better if");
	s = render(d, DOC_TEXT);
	T_OK(s && strstr(s, ": a-driver-with-a-long-name :\n") &&
		     strstr(s, ":     0.83   0.40      1.05 : higher\n"),
	     "groups: a long group name widens the group's last column");
	free(s);
	/* too wide: the rows as lists, the group in each heading */
	doc_free(d);
	d = groups_doc("a-driver-named-at-such-length-that-no-table-can-hold-it", "better if");
	s = render(d, DOC_TEXT);
	T_OK(s && widest(s) <= DOC_WIDTH &&
		     strstr(s, "tbench: acpi-cpufreq ondemand 1.00, acpi-cpufreq sugov 1.04"),
	     "groups: a table too wide is a list whose headings name their group");
	free(s);
	doc_free(d);
}

/* wrapped - wrap_text(@first, @indent, @s, @width) into a malloc'ed string */
static char *wrapped(const char *first, int indent, const char *s, int width)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	if (!f)
		return NULL;
	wrap_text(f, first, indent, s, width);
	fclose(f);
	return buf;
}

static void test_wrap(void)
{
	char text[400], *s;
	int i, bad = 0, lost = 0;

	s = wrapped("  label      ", 13, "aaaa bbbb cccc", 26);
	T_EQ_STR(s, "  label      aaaa bbbb cccc\n", "wrap: a text that fits is one line");
	free(s);
	/* 20 columns of text after 13: a line of exactly 20 fits */
	s = wrapped("  label      ", 13, "aaaaaaaaa bbbbbbbbbb cc", 33);
	T_EQ_STR(s, "  label      aaaaaaaaa bbbbbbbbbb\n             cc\n",
		 "wrap: a line of exactly the width fits; the next is indented");
	free(s);
	s = wrapped("- ", 2, "a 0123456789012345678901234567890123456789 b", 22);
	T_EQ_STR(s, "- a\n  01234567890123456789\n  01234567890123456789\n  b\n",
		 "wrap: a word longer than a line is cut");
	free(s);
	s = wrapped("  none       ", 13, "", 78);
	T_EQ_STR(s, "  none\n", "wrap: an empty text prints the label, no trailing space");
	free(s);
	s = wrapped("  x  ", 5, "a   b", 6);
	T_EQ_STR(s, "  x  a   b\n", "wrap: spaces inside a line are kept");
	free(s);
	/* random texts: no line wider than the width or ending in a space, and
	 * every word kept, in order */
	srand(1);
	for (i = 0; i < 300; i++) {
		int n = 0, w = 33 + rand() % 50; /* at least 20 columns of text */
		char *p, *q, words[400];

		while (n < (int)sizeof(text) - 20) {
			int k = 1 + rand() % (rand() % 10 ? 9 : 40);

			while (k-- && n < (int)sizeof(text) - 20)
				text[n++] = (char)('a' + rand() % 26);
			text[n++] = ' ';
		}
		text[n - 1] = '\0';
		s = wrapped("  label      ", 13, text, w);
		for (p = s; p && *p; p = q + 1) {
			q = strchr(p, '\n');
			if (q - p > w || (q > p && q[-1] == ' '))
				bad++;
		}
		/* the lines' text after their 13 columns of label or indent */
		n = 0;
		for (p = s; p && *p; p = q + 1) {
			q = strchr(p, '\n');
			for (p += 13; p < q && n < (int)sizeof(words) - 1; p++)
				words[n++] = *p;
		}
		words[n] = '\0';
		for (p = text, q = words; *p; p++)
			if (*p != ' ') {
				while (*q == ' ')
					q++;
				if (*q++ != *p)
					lost++;
			}
		free(s);
	}
	T_EQ_INT(bad, 0, "wrap: 300 random texts: no line wider than asked or ending in a space");
	T_EQ_INT(lost, 0, "wrap: every letter kept, in order");
}


/* lines - the lines of @s */
static int lines(const char *s)
{
	int n = 0;

	for (; s && *s; s++)
		n += *s == '\n';
	return n;
}

/* raw_control - @s has a control byte other than the line ends: C0, DEL, or
 * a C1 control in UTF-8 (U+0080..U+009F) */
static int raw_control(const char *s)
{
	const unsigned char *u = (const unsigned char *)s;

	for (; u && *u; u++)
		if ((*u < 0x20 && *u != '\n') || *u == 0x7f || (*u == 0xc2 && u[1] >= 0x80 && u[1] < 0xa0))
			return 1;
	return 0;
}

/* columns - the column (in UTF-8 characters) where @what starts in the
 * line of @s that starts with @line, -1 when none */
static int column(const char *s, const char *line, const char *what)
{
	const char *p = s, *q;
	int n = 0;

	while (p && *p) {
		if (!strncmp(p, line, strlen(line))) {
			q = strstr(p, what);
			if (!q || memchr(p, '\n', q - p))
				return -1;
			for (; p < q; p++)
				n += ((unsigned char)*p & 0xc0) != 0x80;
			return n;
		}
		p = strchr(p, '\n');
		p = p ? p + 1 : NULL;
	}
	return -1;
}

/* pipes - the unescaped '|' of the line of @s that starts with @line */
static int pipes(const char *s, const char *line)
{
	const char *p = strstr(s, line);
	int n = 0;

	for (; p && *p && *p != '\n'; p++) {
		if (*p == '\\' && p[1]) {
			p++;
			continue;
		}
		n += *p == '|';
	}
	return p ? n : -1;
}

static void test_inert(void)
{
	static const char *const heads[] = { "label", "ratio", "better" };
	enum doc_format fmt;

	for (fmt = DOC_TEXT; fmt <= DOC_MARKDOWN; fmt++) {
		const char *md = fmt == DOC_MARKDOWN ? "markdown" : "text";
		struct doc *d = doc_new("title \033]52;c;aGk=\007 end");
		char *s;

		doc_section(d, "Run");
		doc_kv(d, "label", "%s", "x\n  lost        none");
		doc_kv(d, "workload", "%s", "a \033[2J\033[H b \x9b" "1m \xc2\x9b" "2m");
		doc_table(d, 3, "lrl", heads);
		doc_row(d, "%s\t%s\t%s", "caf\xc3\xa9", "1.00", "lower");
		doc_row(d, "%s\t%s\t%s", "a|b", "1.10", "higher");
		doc_row(d, "%s\t%s\t%s", "x\\\\|y", "1.20", "lower");
		s = render(d, fmt);
		T_OK(s && !raw_control(s), "%s: no control character reaches the output", md);
		/* markdown escapes the backslash of each */
		T_OK(s && strstr(s, fmt == DOC_MARKDOWN ? "\\\\x1b]52;c;aGk=\\\\x07" :
							  "\\x1b]52;c;aGk=\\x07") &&
			     strstr(s, fmt == DOC_MARKDOWN ? "\\\\x1b[2J\\\\x1b[H" :
							  "\\x1b[2J\\x1b[H") &&
			     strstr(s, fmt == DOC_MARKDOWN ? "\\\\x9b1m \\\\xc2\\\\x9b2m" :
							  "\\x9b1m \\xc2\\x9b2m"),
		     "%s: each shown as \\xNN", md);
		T_EQ_INT(lines(s), fmt == DOC_MARKDOWN ? 12 : 9,
			 "%s: a newline in data starts no line", md);
		T_OK(s && !strstr(s, "\n  lost        none") && !strstr(s, "\n- lost"),
		     "%s: ... and forges none", md);
		if (fmt == DOC_TEXT) {
			T_EQ_INT(column(s, "  caf", "1.00"), column(s, "  a|b", "1.10"),
				 "text: a column after a UTF-8 cell starts where the others do");
			T_EQ_INT(column(s, "  caf", "lower"), column(s, "  x\\\\|y", "lower"),
				 "text: ... and the next one too");
		} else {
			T_EQ_INT(pipes(s, "| a\\|b"), 4, "markdown: a '|' in a cell adds no column");
			T_EQ_INT(pipes(s, "| x\\\\\\\\\\|y"), 4,
				 "markdown: nor a backslash before a '|' in a cell");
			T_EQ_INT(pipes(s, "| caf"), 4, "markdown: the UTF-8 row has its columns");
			T_EQ_INT(column(s, "| caf", "|  1.00"), column(s, "| a\\|b", "|  1.10"),
				 "markdown: columns aligned by characters");
		}
		free(s);
		doc_free(d);
	}
}

static void test_wrap_utf8(void)
{
	char text[600], *s, *p, *q;
	int i, n = 0, wide = 0, broken = 0;

	/* words of two-byte characters: wrapped by characters, none cut */
	for (i = 0; i < 100; i++)
		n += snprintf(text + n, sizeof(text) - n, "%s", i % 4 == 3 ? " " : "\xc3\xa9");
	s = wrapped("  label      ", 13, text, 40);
	for (p = s; p && *p; p = q + 1) {
		int cols = 0;

		q = strchr(p, '\n');
		for (const char *c = p; c < q; c++)
			cols += ((unsigned char)*c & 0xc0) != 0x80;
		wide |= cols > 40;
	}
	for (p = s; p && *p; p++)
		if ((unsigned char)*p == 0xc3 && ((unsigned char)p[1] & 0xc0) != 0x80)
			broken++;
	T_OK(s && !wide, "wrap: UTF-8 text is wrapped by characters (no line past 40)");
	T_EQ_INT(broken, 0, "wrap: no UTF-8 character is cut");
	for (p = s, n = 0; p && *p; p++)
		n += (unsigned char)*p == 0xc3;
	T_EQ_INT(n, 75, "wrap: every character kept");
	free(s);
	/* a word longer than a line: cut after 27 characters, not 27 bytes */
	for (i = 0, n = 0; i < 60; i++)
		n += snprintf(text + n, sizeof(text) - n, "\xc3\xa9");
	s = wrapped("  label      ", 13, text, 40);
	for (p = s, broken = 0; p && *p; p++)
		if ((unsigned char)*p == 0xc3 && ((unsigned char)p[1] & 0xc0) != 0x80)
			broken++;
	T_OK(s && s[13 + 27 * 2] == '\n' && broken == 0,
	     "wrap: a UTF-8 word longer than a line is cut between characters, at the width");
	free(s);
}

int main(void)
{
	test_tables();
	test_groups();
	test_wrap();
	test_inert();
	test_wrap_utf8();
	T_DONE();
}
