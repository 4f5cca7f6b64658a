// SDL2 and SDL2_ttf for Swift.
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
