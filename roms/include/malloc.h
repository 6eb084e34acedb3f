/* <malloc.h>: the old home of malloc and friends, now <stdlib.h>'s. */
#include <stdlib.h>
