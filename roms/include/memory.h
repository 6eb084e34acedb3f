/* <memory.h>: the old name of <string.h>'s memory functions. */
#include <string.h>
