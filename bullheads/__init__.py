"""bullheads: the open-source home of the Take 6 family of card games."""

__version__ = "0.1.0"
