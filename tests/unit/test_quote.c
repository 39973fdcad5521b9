// SPDX-License-Identifier: GPL-2.0
/*
 * test_quote - data made inert for a terminal: every control character,
 * DEL, C1 control and byte outside well-formed UTF-8 becomes \xNN, the
 * rest is kept byte for byte; and the UTF-8 decoder against every 1-, 2-
 * and 3-byte sequence checked by a brute-force decode of its code point.
 */
#include <unistd.h>
#include "msg.h"
#include "quote.h"
#include "test.h"

static void check(const char *in, size_t len, const char *want, const char *name)
{
	struct strbuf sb = STRBUF_INIT;

	sb_add_safe(&sb, in, len);
	T_EQ_STR(sb_cstr(&sb), want, "%s", name);
	sb_free(&sb);
}

#define CHECK(lit, want, name) check(lit, sizeof(lit) - 1, want, name)

/* decode - a plain decoder: 1 when @s[0..n) is one well-formed code point */
static int decode(const unsigned char *s, size_t n)
{
	unsigned int cp, i;
	static const unsigned int min[5] = { 0, 0, 0x80, 0x800, 0x10000 };

	if (n == 1)
		return s[0] < 0x80;
	if (n == 2 && (s[0] & 0xe0) != 0xc0)
		return 0;
	if (n == 3 && (s[0] & 0xf0) != 0xe0)
		return 0;
	if (n == 4 && (s[0] & 0xf8) != 0xf0)
		return 0;
	cp = s[0] & (0x7f >> n);
	for (i = 1; i < n; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		cp = cp << 6 | (s[i] & 0x3f);
	}
	return cp >= min[n] && cp <= 0x10ffff && !(cp >= 0xd800 && cp <= 0xdfff);
}

static void test_utf8_exhaustive(void)
{
	unsigned char s[4];
	unsigned int a, b, c, bad = 0, n;

	for (a = 0; a < 256; a++) {
		s[0] = (unsigned char)a;
		n = (unsigned int)utf8_seq_len(s, 1);
		if ((n == 1) != decode(s, 1))
			bad++;
		for (b = 0; b < 256; b++) {
			s[1] = (unsigned char)b;
			n = (unsigned int)utf8_seq_len(s, 2);
			if (s[0] >= 0x80 && (n == 2) != decode(s, 2))
				bad++;
			if (s[0] < 0xe0 || s[0] > 0xef)
				continue;
			for (c = 0; c < 256; c++) {
				s[2] = (unsigned char)c;
				n = (unsigned int)utf8_seq_len(s, 3);
				if ((n == 3) != decode(s, 3))
					bad++;
			}
		}
	}
	T_EQ_INT(bad, 0, "utf8_seq_len agrees with a plain decoder on every 1-3 byte sequence");
	T_EQ_INT(utf8_seq_len((const unsigned char *)"\xf0\x9f\x98\x80", 4), 4, "U+1F600 is 4 bytes");
	T_EQ_INT(utf8_seq_len((const unsigned char *)"\xf4\x90\x80\x80", 4), 0, "past U+10FFFF");
	T_EQ_INT(utf8_seq_len((const unsigned char *)"\xf0\x9f\x98", 3), 0, "cut short");
}

/* test_messages - pt_err() says a hostile name as one inert line */
static void test_messages(void)
{
	char path[] = "/tmp/test_quote.XXXXXX", buf[256] = "";
	int fd = mkstemp(path), saved = dup(2);
	FILE *f;

	if (fd < 0 || saved < 0) {
		T_SKIP("pt_err: no temporary file");
		return;
	}
	fflush(stderr);
	dup2(fd, 2);
	pt_prog = "pstate-trace";
	pt_err("%s: not a trace.dat", "evil\n\x1b]52;c;aGk=\x07.dat");
	fflush(stderr);
	dup2(saved, 2);
	close(saved);
	f = fdopen(fd, "r");
	rewind(f);
	if (!fgets(buf, sizeof(buf), f))
		buf[0] = '\0';
	fclose(f);
	unlink(path);
	T_EQ_STR(buf, "pstate-trace: evil\\x0a\\x1b]52;c;aGk=\\x07.dat: not a trace.dat\n",
		 "pt_err makes the data in a message inert");
}

int main(void)
{
	CHECK("tbench_srv", "tbench_srv", "plain text is kept");
	CHECK("a\\x1b", "a\\x1b", "a backslash is kept");
	CHECK("x\n!touch /tmp/PWNED", "x\\x0a!touch /tmp/PWNED", "newline");
	CHECK("a\tb", "a\\x09b", "TAB");
	CHECK("\x1b]52;c;aGk=\x07", "\\x1b]52;c;aGk=\\x07", "OSC 52 with BEL");
	CHECK("\x1b[2J", "\\x1b[2J", "CSI");
	CHECK("a\x7f", "a\\x7f", "DEL");
	CHECK("\xc2\x9b" "31m", "\\xc2\\x9b31m", "C1 CSI as UTF-8");
	CHECK("\x9b" "31m", "\\x9b31m", "C1 CSI as a raw byte");
	CHECK("caf\xc3\xa9 \xe2\x80\x94 \xf0\x9f\x98\x80", "caf\xc3\xa9 \xe2\x80\x94 \xf0\x9f\x98\x80",
	      "UTF-8 is kept");
	CHECK("\xc2\xa0", "\xc2\xa0", "U+00A0 is no control");
	CHECK("\xff\xfe", "\\xff\\xfe", "bytes outside UTF-8");
	CHECK("\xc3", "\\xc3", "a sequence cut at the end");
	CHECK("\xc0\xaf", "\\xc0\\xaf", "an overlong slash");
	CHECK("\xed\xa0\x80", "\\xed\\xa0\\x80", "a surrogate");
	CHECK("\xc2", "\\xc2", "a lone C2");
	check("a\0b", 3, "a\\x00b", "NUL inside a length");

	T_OK(text_is_safe("amd-pstate/schedutil"), "a label is safe");
	T_OK(!text_is_safe("a|b\x1b"), "ESC is not");
	{
		char *s = text_safe("l\x1b[31m");

		T_EQ_STR(s, "l\\x1b[31m", "text_safe");
		free(s);
	}
	T_OK(text_safe(NULL) == NULL, "text_safe(NULL)");
	test_utf8_exhaustive();
	test_messages();
	T_DONE();
}
