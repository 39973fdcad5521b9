// SPDX-License-Identifier: GPL-2.0
#include <errno.h>
#include <limits.h>
#include <string.h>
#include <sys/stat.h>
#include "mkdir_p.h"

int mkdir_p(const char *path, mode_t mode, size_t *failed)
{
	char buf[PATH_MAX];
	size_t len = strlen(path), i;

	if (failed)
		*failed = len;
	if (len >= sizeof(buf)) {
		errno = ENAMETOOLONG;
		return -1;
	}
	memcpy(buf, path, len + 1);
	for (i = 1; i <= len; i++) {
		if (buf[i] && buf[i] != '/')
			continue;
		if (buf[i - 1] == '/')
			continue;
		buf[i] = '\0';
		if (mkdir(buf, mode) < 0 && errno != EEXIST) {
			if (failed)
				*failed = i;
			return -1;
		}
		buf[i] = path[i];
	}
	return 0;
}
